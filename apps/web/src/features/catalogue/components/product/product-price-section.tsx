import { formatWon } from '@jumun/shared';
import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormSection } from '../common/form-section';
import type { ProductForm } from './product-form-values';

const won = {
  thousandSeparator: ',',
  suffix: '원',
  allowDecimal: false,
  allowNegative: false,
  min: 0,
} as const;

/** Prices (original, selling, Friendtalk) and what one unit earns or counts for parcels. */
export const ProductPriceSection = ({ form }: { form: ProductForm }) => {
  const { priceOriginal, priceDiscounted, priceFriendtalk } = form.values;
  const isFriendtalkIgnored = priceFriendtalk > 0 && priceFriendtalk >= priceDiscounted;
  return (
    <FormSection title="가격 · 적립">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label="정가"
            description="할인 전 가격 (취소선으로 보임)"
            {...won}
            {...form.getInputProps('priceOriginal')}
          />
          <NumberInput
            label="판매가"
            description="실제로 받는 가격"
            {...won}
            {...form.getInputProps('priceDiscounted')}
          />
          <NumberInput
            label="친구톡 가격"
            description="친구톡 링크로 온 손님 전용, 0이면 없음"
            {...won}
            {...form.getInputProps('priceFriendtalk')}
          />
        </SimpleGrid>
        {priceOriginal > 0 && priceOriginal < priceDiscounted ? (
          <Text size="xs" c="orange">
            정가가 판매가보다 낮습니다. 손님 화면에 할인으로 보이지 않습니다.
          </Text>
        ) : null}
        {isFriendtalkIgnored ? (
          <Text size="xs" c="orange">
            친구톡 가격이 판매가({formatWon(priceDiscounted)})보다 낮아야 적용됩니다.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label="스탬프 (1개당)"
            allowDecimal={false}
            min={0}
            max={100}
            {...form.getInputProps('rewardStamp')}
          />
          <NumberInput
            label="포인트 (1개당)"
            allowDecimal={false}
            min={0}
            thousandSeparator=","
            {...form.getInputProps('rewardPoint')}
          />
          <NumberInput
            label="묶음 배송 값"
            description="택배 상자 계산용 (1개당)"
            min={0}
            decimalScale={2}
            {...form.getInputProps('parcelBundleValue')}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
};
