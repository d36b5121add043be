import type { Company, OrderType } from '@jumun/shared';
import { Button, Group, Text } from '@mantine/core';
import { useStorefrontT } from '../../i18n';
import { acceptedOrderTypes } from '../utils/storefront-menu';

type OrderTypePickerProps = {
  company: Pick<Company, 'orderSupport'>;
  value: OrderType | null;
  onChange: (orderType: OrderType) => void;
};

/** 포장 / 매장 / 배달 / 택배 — only the ones the shop accepts; the menu follows the choice (menu settings). */
export const OrderTypePicker = ({ company, value, onChange }: OrderTypePickerProps) => {
  const { t } = useStorefrontT();
  const types = acceptedOrderTypes(company);
  if (types.length === 0) {
    return (
      <Text size="sm" c="dimmed" mt="md">
        {t('shop.noOrderTypes')}
      </Text>
    );
  }
  return (
    <Group gap={8} mt="md" role="radiogroup" aria-label={t('shop.orderTypes')}>
      {types.map((type) => (
        <Button
          key={type}
          role="radio"
          aria-checked={type === value}
          variant={type === value ? 'filled' : 'default'}
          radius="xl"
          h={40}
          px="lg"
          onClick={() => onChange(type)}
        >
          {t(`shop.orderType.${type}`)}
        </Button>
      ))}
    </Group>
  );
};
