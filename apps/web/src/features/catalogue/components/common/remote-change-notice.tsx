import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { catalogueText } from '../../i18n';

type RemoteChangeNoticeProps = {
  /** The revision the form was loaded at. */
  baseRevision: number | undefined;
  /** The revision the server has now (from the live sync store); undefined when deleted. */
  liveRevision: number | undefined;
  onReload: () => void;
};

/**
 * Someone else saved this item while it was open here. Saving now would be refused (stale revision), so the
 * owner is told before typing more, and can take the newer version.
 */
export const RemoteChangeNotice = ({ baseRevision, liveRevision, onReload }: RemoteChangeNoticeProps) => {
  const { t } = catalogueText.useT();
  if (baseRevision === undefined) return null;
  if (liveRevision === undefined) {
    return (
      <Alert color="red" mb="md" role="alert" title={t('remote.deletedTitle')}>
        {t('remote.deletedBody')}
      </Alert>
    );
  }
  if (liveRevision === baseRevision) return null;
  return (
    <Alert color="orange" mb="md" role="alert" title={t('remote.changedTitle')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('remote.changedBody')}</Text>
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          onClick={onReload}
        >
          {t('remote.reload')}
        </Button>
      </Group>
    </Alert>
  );
};
