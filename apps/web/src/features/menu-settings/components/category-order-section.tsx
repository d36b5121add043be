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
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { MenuSettings } from '@jumun/shared';
import { Button, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSection } from '../../../components/forms/form-section';
import type { MenuCatalogue } from '../hooks/use-menu-catalogue';
import { menuSettingsText } from '../i18n';
import { orderCategories, toggleHidden } from '../utils/category-order';
import { CategoryRow } from './category-row';

type SectionProps = { form: UseFormReturnType<MenuSettings>; catalogue: MenuCatalogue };

/** Which categories customers see, in what order (drag, or keyboard: space then arrows), for which order types. */
export const CategoryOrderSection = ({ form, catalogue }: SectionProps) => {
  const { t } = menuSettingsText.useT();
  const values = form.getValues();
  const ordered = orderCategories(catalogue.categories, values.categoryOrder);
  const ids = ordered.map((category) => category.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Once dragged, every category is pinned; categories created later follow by their display order.
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    form.setFieldValue(
      'categoryOrder',
      arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))),
    );
  };

  return (
    <FormSection
      title={t('categories.title')}
      description={t('categories.description')}
      actions={
        values.categoryOrder.length > 0 ? (
          <Button size="compact-xs" variant="subtle" onClick={() => form.setFieldValue('categoryOrder', [])}>
            {t('categories.resetOrder')}
          </Button>
        ) : null
      }
    >
      {ordered.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(catalogue.isLoaded ? 'categories.empty' : 'categories.loading')}
        </Text>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Stack gap={6} aria-label={t('categories.label')}>
              {ordered.map((category, index) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  position={index + 1}
                  productCount={catalogue.productCounts.get(category.id) ?? 0}
                  isVisible={!values.hiddenCategoryIds.includes(category.id)}
                  orderTypes={values.categoryOrderTypes[category.id] ?? []}
                  daypartIds={values.categoryDayparts[category.id] ?? []}
                  dayparts={values.dayparts}
                  onVisibleChange={(isVisible) =>
                    form.setFieldValue('hiddenCategoryIds', toggleHidden(values, category.id, isVisible))
                  }
                  onOrderTypesChange={(orderTypes) =>
                    form.setFieldValue('categoryOrderTypes', {
                      ...values.categoryOrderTypes,
                      [category.id]: orderTypes,
                    })
                  }
                  onDaypartsChange={(refs) =>
                    form.setFieldValue('categoryDayparts', {
                      ...values.categoryDayparts,
                      [category.id]: refs,
                    })
                  }
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
    </FormSection>
  );
};
