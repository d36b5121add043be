import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { catalogueSync } from '../catalogue-sync';
import { useSyncState } from '../hooks/use-sync';

const timeFormat = new Intl.DateTimeFormat('ko-KR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Sync state for the header: synced / syncing / offline, the last synced time, and the last error. */
export const SyncStatusBadge = () => {
  const status = useSyncState((state) => state.status);
  const lastSyncedAt = useSyncState((state) => state.lastSyncedAt);
  const error = useSyncState((state) => state.error);
  const companyId = useSyncState((state) => state.companyId);
  if (!companyId) return null;

  const since = lastSyncedAt
    ? `마지막 동기화 ${timeFormat.format(lastSyncedAt)}`
    : '아직 동기화하지 않았습니다';
  if (error) {
    return (
      <Tooltip label={`${error} · 눌러서 다시 시도 · ${since}`}>
        <Badge
          component="button"
          type="button"
          color="red"
          variant="light"
          leftSection={<IconAlertTriangle size={14} />}
          onClick={() => catalogueSync.syncNow()}
          style={{ cursor: 'pointer' }}
        >
          동기화 오류
        </Badge>
      </Tooltip>
    );
  }
  const view = {
    synced: { color: 'green', label: '동기화됨', icon: <IconCloudCheck size={14} /> },
    syncing: { color: 'blue', label: '동기화 중', icon: <IconRefresh size={14} /> },
    offline: { color: 'gray', label: '오프라인', icon: <IconCloudOff size={14} /> },
  }[status];
  return (
    <Tooltip label={since}>
      <Badge color={view.color} variant="light" leftSection={view.icon} aria-live="polite">
        {view.label}
      </Badge>
    </Tooltip>
  );
};
