import type { MenuSettings } from '@jumun/shared';
import { ActionIcon, Group, MultiSelect, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconX } from '@tabler/icons-react';
import { FormSection } from '../../../components/forms/form-section';
import type { MenuCatalogue } from '../hooks/use-menu-catalogue';
import { menuSettingsText } from '../i18n';

type SectionProps = { form: UseFormReturnType<MenuSettings>; catalogue: MenuCatalogue };

/** Single products limited to dayparts (a breakfast sandwich inside an all-day category). */
export const ProductDaypartsSection = ({ form, catalogue }: SectionProps) => {
  const { t } = menuSettingsText.useT();
  const { dayparts, productDayparts } = form.getValues();
  const restricted = Object.keys(productDayparts);
  const daypartData = dayparts.map((daypart) => ({
    value: daypart.id,
    label: daypart.name || t('categories.unnamed'),
  }));
  const candidates = catalogue.products
    .filter((product) => !restricted.includes(product.id))
    .map((product) => ({ value: product.id, label: product.productName }));

  const remove = (productId: string) => {
    const { [productId]: _removed, ...rest } = productDayparts;
    form.setFieldValue('productDayparts', rest);
  };

  return (
    <FormSection title={t('products.title')} description={t('products.description')}>
      {dayparts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('products.needDayparts')}
        </Text>
      ) : (
        <Stack gap="xs">
          {restricted.map((productId) => {
            const name = catalogue.productNames.get(productId) ?? t('products.deleted');
            return (
              <Group
                key={productId}
                gap="xs"
                wrap="nowrap"
                align="flex-start"
                data-testid="product-daypart-row"
              >
                <Text size="sm" fw={600} w={150} mt={6} truncate>
                  {name}
                </Text>
                <MultiSelect
                  aria-label={t('products.dayparts', { name })}
                  placeholder={
                    (productDayparts[productId] ?? []).length === 0 ? t('products.always') : undefined
                  }
                  data={daypartData}
                  style={{ flex: 1 }}
                  clearable
                  {...form.getInputProps(`productDayparts.${productId}`)}
                />
                <Tooltip label={t('products.unrestrict')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    mt={4}
                    aria-label={t('products.unrestrictNamed', { name })}
                    onClick={() => remove(productId)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          })}
          <Select
            aria-label={t('products.pick')}
            placeholder={t('products.pickPlaceholder')}
            searchable
            nothingFoundMessage={t('products.noProduct')}
            data={candidates}
            value={null}
            onChange={(productId) => {
              if (productId) form.setFieldValue('productDayparts', { ...productDayparts, [productId]: [] });
            }}
          />
        </Stack>
      )}
    </FormSection>
  );
};
