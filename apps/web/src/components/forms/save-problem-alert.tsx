import { Alert, Button, Group, type MantineSpacing, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { formsText } from '../../lib/forms/forms-text';
import type { SaveProblem } from '../../lib/save-problem';

type SaveProblemAlertProps = { problem: SaveProblem | null; onReload: () => void; mb?: MantineSpacing };

/** Why the last save did not happen; a stale revision offers the newer version (nothing was overwritten). */
export const SaveProblemAlert = ({ problem, onReload, mb }: SaveProblemAlertProps) => {
  const { t } = formsText.useT();
  if (!problem) return null;
  if (problem.kind === 'conflict') {
    return (
      <Alert
        color="orange"
        role="alert"
        mb={mb}
        icon={<IconAlertTriangle size={18} />}
        title={problem.message}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('conflictBody')}</Text>
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconRefresh size={14} />}
            onClick={onReload}
          >
            {t('reloadLatest')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" mb={mb} icon={<IconAlertTriangle size={18} />} title={t('saveFailed')}>
      <Text size="sm">{problem.message}</Text>
    </Alert>
  );
};
