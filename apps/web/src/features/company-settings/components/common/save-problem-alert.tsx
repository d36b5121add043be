import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { SaveProblem } from '../../utils/save-problem';

type SaveProblemAlertProps = { problem: SaveProblem | null; onReload: () => void };

/** Why the last save did not happen; a stale revision offers the newer document (nothing was overwritten). */
export const SaveProblemAlert = ({ problem, onReload }: SaveProblemAlertProps) => {
  if (!problem) return null;
  if (problem.kind === 'conflict') {
    return (
      <Alert color="orange" role="alert" icon={<IconAlertTriangle size={18} />} title={problem.message}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            다른 곳에서 먼저 저장했습니다. 아무것도 덮어쓰지 않았습니다. 최신 내용을 불러온 뒤 다시 고쳐
            주세요.
          </Text>
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconRefresh size={14} />}
            onClick={onReload}
          >
            최신 내용 불러오기
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} title="저장하지 못했습니다">
      <Text size="sm">{problem.message}</Text>
    </Alert>
  );
};
