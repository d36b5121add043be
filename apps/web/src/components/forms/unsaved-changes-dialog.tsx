import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

/** The question asked when leaving a form with unsaved changes (held by useUnsavedChangesGuard). */
export const UnsavedChangesDialog = ({ blocker }: { blocker: Blocker }) => (
  <Modal
    opened={blocker.state === 'blocked'}
    onClose={() => blocker.reset?.()}
    title="저장하지 않은 변경 사항"
    centered
  >
    <Text size="sm" mb="lg">
      이 화면을 떠나면 변경한 내용이 사라집니다. 그래도 나갈까요?
    </Text>
    <Group justify="flex-end">
      <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
        계속 편집
      </Button>
      <Button color="red" onClick={() => blocker.proceed?.()}>
        저장하지 않고 나가기
      </Button>
    </Group>
  </Modal>
);
