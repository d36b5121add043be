import type { CatalogueKind } from '@jumun/shared';
import { Alert, Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { problemMessage } from '../../../../lib/save-problem';
import { catalogueSync } from '../../../../lib/sync';
import { displayLevelChanges } from '../../utils/display-order';
import { toSaveInput } from '../../utils/save-input';
import { SortableList } from './sortable-list';

type Orderable = { id: string; revision: number; displayLevel: number };

/** Dragging among more rows than this is impractical, and one saveMany takes at most 500 items anyway. */
export const MAX_REORDER_ITEMS = 300;

type ReorderProps<T extends Orderable> = {
  kind: CatalogueKind;
  /** In the current display order. */
  items: T[];
  labelOf: (item: T) => string;
  onClose: () => void;
};

const ReorderBody = <T extends Orderable>({ kind, items, labelOf, onClose }: ReorderProps<T>) => {
  // The order is taken when the dialog opens; realtime updates change row contents, never their positions.
  const [orderedIds, setOrderedIds] = useState(() => items.map((item) => item.id));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = orderedIds.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);

  if (items.length > MAX_REORDER_ITEMS) {
    return (
      <Text size="sm">
        한 번에 {MAX_REORDER_ITEMS}개까지 순서를 바꿀 수 있습니다 (지금 {items.length}개). 카테고리를 골라
        목록을 줄인 뒤 다시 여세요.
      </Text>
    );
  }

  const save = async () => {
    const changes = displayLevelChanges(ordered);
    if (changes.length === 0) {
      onClose();
      return;
    }
    setIsSaving(true);
    const result = await catalogueSync.saveItems(kind, changes.map(toSaveInput));
    setIsSaving(false);
    if (!result.isSuccess) {
      setError(problemMessage(result));
      return;
    }
    notifications.show({ color: 'green', message: `순서를 저장했습니다 (${changes.length}개 변경).` });
    onClose();
  };

  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        손잡이를 끌거나, 손잡이에서 스페이스를 누른 뒤 화살표로 옮기세요. 손님 화면에 이 순서대로 보입니다.
      </Text>
      {error ? (
        <Alert color="red" mb="sm" role="alert">
          {error}
        </Alert>
      ) : null}
      <ScrollArea.Autosize mah="60vh" type="auto">
        <SortableList
          rows={ordered.map((item) => ({ id: item.id, label: labelOf(item) }))}
          onReorder={setOrderedIds}
        />
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          취소
        </Button>
        <Button onClick={save} loading={isSaving}>
          순서 저장
        </Button>
      </Group>
    </>
  );
};

/**
 * Drag-and-drop display order: the new order becomes displayLevel 10, 20, 30… and only the rows that moved are
 * saved, in one saveMany (one transaction; a row someone else changed meanwhile refuses the whole batch).
 */
export const ReorderDialog = <T extends Orderable>({
  title,
  opened,
  ...props
}: ReorderProps<T> & { title: string; opened: boolean }) => (
  <Modal opened={opened} onClose={props.onClose} title={title} size="lg" centered>
    {opened ? <ReorderBody {...props} /> : null}
  </Modal>
);
