import type { CatalogueKind } from '@jumun/shared';
import { Alert, Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { problemMessage } from '../../../../lib/save-problem';
import { catalogueSync } from '../../../../lib/sync';
import { catalogueText } from '../../i18n';
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
  const { t } = catalogueText.useT();
  // The order is taken when the dialog opens; realtime updates change row contents, never their positions.
  const [orderedIds, setOrderedIds] = useState(() => items.map((item) => item.id));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = orderedIds.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);

  if (items.length > MAX_REORDER_ITEMS) {
    return <Text size="sm">{t('reorder.tooMany', { max: MAX_REORDER_ITEMS, count: items.length })}</Text>;
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
    notifications.show({ color: 'green', message: t('reorder.saved', { count: changes.length }) });
    onClose();
  };

  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('reorder.hint')}
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
          {t('reorder.cancel')}
        </Button>
        <Button onClick={save} loading={isSaving}>
          {t('reorder.save')}
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
