import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import type { BulkPriceEdit } from '../../hooks/use-bulk-price-edit';

/** Save / cancel bar of the inline bulk price edit. */
export const BulkPriceBar = ({ edit }: { edit: BulkPriceEdit }) => {
  if (!edit.drafts) return null;
  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      radius="md"
      style={{ position: 'sticky', top: 8, zIndex: 3 }}
      shadow="sm"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          가격 일괄 수정 중 · 변경 {edit.changedCount}개
          {edit.hasStale ? ' · 다른 곳에서 바뀐 상품이 있습니다 (빨간 줄)' : ''}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={edit.cancel}>
            취소
          </Button>
          <Button onClick={edit.save} loading={edit.isSaving} disabled={edit.changedCount === 0}>
            가격 저장
          </Button>
        </Group>
      </Group>
      {edit.error ? (
        <Alert color="red" mt="sm" role="alert">
          {edit.error}
        </Alert>
      ) : null}
    </Paper>
  );
};
