import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { catalogueText } from '../../i18n';
import { moveId } from '../../utils/display-order';

export type SortableRow = { id: string; label: string; extra?: ReactNode };

const Row = ({ row, index }: { row: SortableRow; index: number }) => {
  const { t } = catalogueText.useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px="sm"
      py={6}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
      data-testid="sortable-row"
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('reorder.handle', { label: row.label })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Text size="sm" c="dimmed" w={28}>
          {index + 1}
        </Text>
        <Text size="sm" style={{ flex: 1 }} truncate>
          {row.label}
        </Text>
        {row.extra}
      </Group>
    </Paper>
  );
};

/** A vertical list reordered by drag (mouse, touch) or keyboard (space, arrows), as dnd-kit provides. */
export const SortableList = ({
  rows,
  onReorder,
}: {
  rows: SortableRow[];
  onReorder: (ids: string[]) => void;
}) => {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((row) => row.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveId(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={6}>
          {rows.map((row, index) => (
            <Row key={row.id} row={row} index={index} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
};
