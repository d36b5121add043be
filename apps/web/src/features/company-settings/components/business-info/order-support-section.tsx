import { ORDER_TYPE_LABELS, ORDER_TYPE_SUPPORT_KEYS, ORDER_TYPES, type OrderType } from '@jumun/shared';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

const HINTS: Record<OrderType, string> = {
  takeout: '손님이 가게에서 받아 갑니다',
  dineIn: '가게 안에서 먹고 갑니다',
  delivery: '배달 설정의 거리별 요금으로 배달합니다',
  parcel: '택배로 보냅니다',
};

/** 받는 주문 종류 (domain §3.1 orderSupport): 포장 · 매장 · 배달 · 택배. */
export const OrderSupportSection = ({ form }: { form: BusinessInfoForm }) => {
  const support = form.values.orderSupport;
  const isNoneAccepted = ORDER_TYPES.every((type) => !support[ORDER_TYPE_SUPPORT_KEYS[type]]);
  return (
    <SettingsSection title="받는 주문" description="손님이 고를 수 있는 주문 방법입니다.">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {ORDER_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={ORDER_TYPE_LABELS[type]}
            description={HINTS[type]}
            {...form.getInputProps(`orderSupport.${ORDER_TYPE_SUPPORT_KEYS[type]}`, { type: 'checkbox' })}
          />
        ))}
      </SimpleGrid>
      {isNoneAccepted ? (
        <Text size="sm" c="orange">
          아무 주문 방법도 켜져 있지 않아 손님이 주문할 수 없습니다.
        </Text>
      ) : null}
    </SettingsSection>
  );
};
