import { Alert, Button, Group, type MantineSpacing, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formsText } from '../../lib/forms/forms-text';
import type { SaveProblem } from '../../lib/save-problem';

type ActionRowProps = {
  text: ReactNode;
  label: string;
  color: 'orange' | 'red';
  onClick: () => void;
  mt?: MantineSpacing;
};

/** A line of explanation with its one way out (take the newer version, send again) beside it. */
const ActionRow = ({ text, label, color, onClick, mt }: ActionRowProps) => (
  <Group justify="space-between" gap="sm" mt={mt}>
    <Text size="sm">{text}</Text>
    <Button size="xs" variant="light" color={color} leftSection={<IconRefresh size={14} />} onClick={onClick}>
      {label}
    </Button>
  </Group>
);

type ConflictAlertProps = {
  title: ReactNode;
  body: ReactNode;
  reloadLabel: string;
  onReload: () => void;
  mb?: MantineSpacing;
};

/**
 * The server has a newer version than the one being edited (a refused save, or another administrator's save seen
 * live): what happened, and a button that takes the newer version.
 */
export const ConflictAlert = ({ title, body, reloadLabel, onReload, mb }: ConflictAlertProps) => (
  <Alert color="orange" role="alert" mb={mb} icon={<IconAlertTriangle size={18} />} title={title}>
    <ActionRow text={body} label={reloadLabel} color="orange" onClick={onReload} />
  </Alert>
);

type SaveProblemAlertProps = {
  problem: SaveProblem | null;
  onReload: () => void;
  /** Sends the same values again; offered when the save failed without a verdict on them (offline, 5xx). */
  onRetry?: () => void;
  mb?: MantineSpacing;
};

/**
 * Why the last save did not happen; a stale revision offers the newer version (nothing was overwritten), a save that
 * got no verdict (offline, a server error) says the edit is still here and offers to send it again (issue 9).
 */
export const SaveProblemAlert = ({ problem, onReload, onRetry, mb }: SaveProblemAlertProps) => {
  const { t } = formsText.useT();
  if (!problem) return null;
  if (problem.kind === 'conflict') {
    return (
      <ConflictAlert
        title={problem.message}
        body={t('conflictBody')}
        reloadLabel={t('reloadLatest')}
        onReload={onReload}
        mb={mb}
      />
    );
  }
  return (
    <Alert color="red" role="alert" mb={mb} icon={<IconAlertTriangle size={18} />} title={t('saveFailed')}>
      <Text size="sm">{problem.message}</Text>
      {problem.kind === 'failed' && onRetry && (
        <ActionRow text={t('keptUnsaved')} label={t('retry')} color="red" onClick={onRetry} mt="xs" />
      )}
    </Alert>
  );
};
