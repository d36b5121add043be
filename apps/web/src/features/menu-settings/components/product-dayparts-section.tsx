import type { MenuSettings } from '@jumun/shared';
import { ActionIcon, Group, MultiSelect, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconX } from '@tabler/icons-react';
import { FormSection } from '../../../components/forms/form-section';
import type { MenuCatalogue } from '../hooks/use-menu-catalogue';

type SectionProps = { form: UseFormReturnType<MenuSettings>; catalogue: MenuCatalogue };

/** Single products limited to dayparts (a breakfast sandwich inside an all-day category). */
export const ProductDaypartsSection = ({ form, catalogue }: SectionProps) => {
  const { dayparts, productDayparts } = form.getValues();
  const restricted = Object.keys(productDayparts);
  const daypartData = dayparts.map((daypart) => ({
    value: daypart.id,
    label: daypart.name || '(이름 없음)',
  }));
  const candidates = catalogue.products
    .filter((product) => !restricted.includes(product.id))
    .map((product) => ({ value: product.id, label: product.productName }));

  const remove = (productId: string) => {
    const { [productId]: _removed, ...rest } = productDayparts;
    form.setFieldValue('productDayparts', rest);
  };

  return (
    <FormSection
      title="상품별 시간대"
      description="카테고리 전체가 아니라 몇몇 상품만 정한 시간에 보이게 합니다."
    >
      {dayparts.length === 0 ? (
        <Text size="sm" c="dimmed">
          먼저 위에서 시간대를 만드세요.
        </Text>
      ) : (
        <Stack gap="xs">
          {restricted.map((productId) => {
            const name = catalogue.productNames.get(productId) ?? '삭제된 상품';
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
                  aria-label={`${name} 시간대`}
                  placeholder={(productDayparts[productId] ?? []).length === 0 ? '항상 보임' : undefined}
                  data={daypartData}
                  style={{ flex: 1 }}
                  clearable
                  {...form.getInputProps(`productDayparts.${productId}`)}
                />
                <Tooltip label="제한 없애기">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    mt={4}
                    aria-label={`${name} 시간대 제한 없애기`}
                    onClick={() => remove(productId)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          })}
          <Select
            aria-label="시간대를 정할 상품"
            placeholder="상품을 골라 시간대를 정하세요"
            searchable
            nothingFoundMessage="찾는 상품이 없습니다"
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
