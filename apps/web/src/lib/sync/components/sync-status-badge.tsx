import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { formatClockTime } from '../../format-clock-time';
import { useTranslation } from '../../i18n';
import { catalogueSync } from '../catalogue-sync';
import { syncErrorText } from '../core/sync-messages';
import { useSyncState } from '../hooks/use-sync';

/** Sync state for the header: synced / syncing / offline, the last synced time, and the last error. */
export const SyncStatusBadge = () => {
  const status = useSyncState((state) => state.status);
  const lastSyncedAt = useSyncState((state) => state.lastSyncedAt);
  const error = useSyncState((state) => state.error);
  const companyId = useSyncState((state) => state.companyId);
  const { t } = useTranslation();
  if (!companyId) return null;

  const time = lastSyncedAt ? formatClockTime(new Date(lastSyncedAt)) : '';
  const since = lastSyncedAt ? t('sync.lastSynced', { time }) : t('sync.never');
  // Offline outranks an error: a fetch that failed because the network is gone is not a second problem to report.
  if (error && status !== 'offline') {
    return (
      <Tooltip label={t('sync.errorTooltip', { error: syncErrorText(error), since })}>
        <Badge
          component="button"
          type="button"
          color="red"
          variant="light"
          leftSection={<IconAlertTriangle size={14} />}
          onClick={() => catalogueSync.syncNow()}
          style={{ cursor: 'pointer' }}
        >
          {t('sync.error')}
        </Badge>
      </Tooltip>
    );
  }
  const view = {
    synced: { color: 'green', label: t('sync.synced'), icon: <IconCloudCheck size={14} /> },
    syncing: { color: 'blue', label: t('sync.syncing'), icon: <IconRefresh size={14} /> },
    offline: { color: 'gray', label: t('sync.offline'), icon: <IconCloudOff size={14} /> },
  }[status];
  return (
    <Tooltip label={since}>
      <Badge color={view.color} variant="light" leftSection={view.icon} aria-live="polite">
        {view.label}
      </Badge>
    </Tooltip>
  );
};
