import { PAYMENT_METHODS, type PaymentMethod } from '@jumun/shared';
import { Radio, Stack, Text } from '@mantine/core';
import { useOrderT } from '../../order-i18n';

type PaymentSectionProps = {
  methods: PaymentMethod[];
  value: PaymentMethod;
  isFree: boolean;
  onChange: (method: PaymentMethod) => void;
};

/** The methods the shop switched on; nothing to choose when coupons and points cover everything (0원 결제). */
export const PaymentSection = ({ methods, value, isFree, onChange }: PaymentSectionProps) => {
  const { t } = useOrderT();
  if (isFree) return <Text size="sm">{t('checkout.payment.free')}</Text>;
  if (methods.length === 0) {
    return (
      <Text size="sm" c="red">
        {t('checkout.payment.none')}
      </Text>
    );
  }
  return (
    <Radio.Group
      value={value}
      onChange={(next) => {
        const method = PAYMENT_METHODS.find((candidate) => candidate === next);
        if (method) onChange(method);
      }}
      aria-label={t('checkout.payment.title')}
    >
      <Stack gap={0}>
        {methods.map((method) => (
          <Radio
            key={method}
            value={method}
            size="md"
            py={12}
            label={t(`checkout.payment.methods.${method}`)}
            description={t(`checkout.payment.hints.${method}`, { defaultValue: '' }) || undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
};
