import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

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
  if (baseRevision === undefined) return null;
  if (liveRevision === undefined) {
    return (
      <Alert color="red" mb="md" role="alert" title="다른 곳에서 삭제되었습니다">
        이 항목은 방금 다른 관리자가 삭제했습니다. 저장할 수 없습니다.
      </Alert>
    );
  }
  if (liveRevision === baseRevision) return null;
  return (
    <Alert color="orange" mb="md" role="alert" title="다른 관리자가 방금 수정했습니다">
      <Group justify="space-between" gap="sm">
        <Text size="sm">지금 저장하면 거절됩니다 (서버에서 내용이 변경되어 저장할 수 없습니다).</Text>
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          onClick={onReload}
        >
          내 변경 버리고 최신 내용 불러오기
        </Button>
      </Group>
    </Alert>
  );
};
