import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type Category, type Daypart, ORDER_TYPES, type OrderType } from '@jumun/shared';
import { ActionIcon, Chip, Group, MultiSelect, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { menuSettingsText } from '../i18n';

export type CategoryRowProps = {
  category: Category;
  position: number;
  productCount: number;
  isVisible: boolean;
  /** Allowed order types; empty = every order type. */
  orderTypes: OrderType[];
  daypartIds: string[];
  dayparts: Daypart[];
  onVisibleChange: (isVisible: boolean) => void;
  onOrderTypesChange: (orderTypes: OrderType[]) => void;
  onDaypartsChange: (daypartIds: string[]) => void;
};

/** One category: drag handle, shown or hidden, the order types it takes, and when it is on the menu. */
export const CategoryRow = (props: CategoryRowProps) => {
  const { category, position, productCount, isVisible, orderTypes, daypartIds, dayparts } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: category.id,
  });
  const { t } = menuSettingsText.useT();
  const name = category.categoryName;
  // Every chip on means "no restriction", which is stored as an empty list.
  const checked = orderTypes.length > 0 ? orderTypes : [...ORDER_TYPES];
  const changeOrderTypes = (next: string[]) => {
    if (next.length === 0) return; // a category for no order type is a hidden one: the switch says that
    props.onOrderTypesChange(next.length === ORDER_TYPES.length ? [] : (next as OrderType[]));
  };

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px="sm"
      py="xs"
      radius="md"
      data-testid="category-row"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.8 : 1,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
    >
      <Group wrap="nowrap" gap="xs" align="flex-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          mt={2}
          aria-label={t('categories.move', { name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Stack gap={6} style={{ flex: 1 }} miw={0}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={8} wrap="nowrap" miw={0}>
              <Text size="sm" c="dimmed" w={20} ta="right">
                {position}
              </Text>
              <Text
                data-testid="category-name"
                fw={600}
                size="sm"
                truncate
                c={isVisible ? undefined : 'dimmed'}
                td={isVisible ? undefined : 'line-through'}
              >
                {name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('categories.productCount', { n: productCount })}
              </Text>
            </Group>
            <Switch
              size="sm"
              labelPosition="left"
              label={t('categories.visible')}
              aria-label={t('categories.visibleNamed', { name })}
              checked={isVisible}
              onChange={(event) => props.onVisibleChange(event.currentTarget.checked)}
            />
          </Group>
          {isVisible ? (
            <Group gap="sm" wrap="wrap" pl={28}>
              <Chip.Group multiple value={checked} onChange={changeOrderTypes}>
                <Group gap={4} wrap="nowrap" role="group" aria-label={t('categories.orderTypes', { name })}>
                  {ORDER_TYPES.map((type) => (
                    <Chip key={type} value={type} size="xs" variant="outline">
                      {t(`orderType.${type}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {dayparts.length > 0 ? (
                <MultiSelect
                  size="xs"
                  aria-label={t('categories.dayparts', { name })}
                  placeholder={daypartIds.length === 0 ? t('categories.always') : undefined}
                  data={dayparts.map((daypart) => ({
                    value: daypart.id,
                    label: daypart.name || t('categories.unnamed'),
                  }))}
                  value={daypartIds}
                  onChange={props.onDaypartsChange}
                  clearable
                  style={{ flex: '1 1 180px' }}
                />
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
};
