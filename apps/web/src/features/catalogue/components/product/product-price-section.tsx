import { formatWon } from '@jumun/shared';
import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { catalogueText } from '../../i18n';
import { FormSection } from '../common/form-section';
import type { ProductForm } from './product-form-values';

const wonInput = (suffix: string) =>
  ({ thousandSeparator: ',', suffix, allowDecimal: false, allowNegative: false, min: 0 }) as const;

/** Prices (original, selling, Friendtalk) and what one unit earns or counts for parcels. */
export const ProductPriceSection = ({ form }: { form: ProductForm }) => {
  const { t } = catalogueText.useT();
  const won = wonInput(t('wonSuffix'));
  const { priceOriginal, priceDiscounted, priceFriendtalk } = form.values;
  const isFriendtalkIgnored = priceFriendtalk > 0 && priceFriendtalk >= priceDiscounted;
  return (
    <FormSection title={t('form.price.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label={t('form.price.original')}
            description={t('form.price.originalHint')}
            {...won}
            {...form.getInputProps('priceOriginal')}
          />
          <NumberInput
            label={t('form.price.selling')}
            description={t('form.price.sellingHint')}
            {...won}
            {...form.getInputProps('priceDiscounted')}
          />
          <NumberInput
            label={t('form.price.friendtalk')}
            description={t('form.price.friendtalkHint')}
            {...won}
            {...form.getInputProps('priceFriendtalk')}
          />
        </SimpleGrid>
        {priceOriginal > 0 && priceOriginal < priceDiscounted ? (
          <Text size="xs" c="orange">
            {t('form.price.originalBelowSelling')}
          </Text>
        ) : null}
        {isFriendtalkIgnored ? (
          <Text size="xs" c="orange">
            {t('form.price.friendtalkIgnored', { price: formatWon(priceDiscounted) })}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label={t('form.price.stamp')}
            allowDecimal={false}
            min={0}
            max={100}
            {...form.getInputProps('rewardStamp')}
          />
          <NumberInput
            label={t('form.price.point')}
            allowDecimal={false}
            min={0}
            thousandSeparator=","
            {...form.getInputProps('rewardPoint')}
          />
          <NumberInput
            label={t('form.price.bundle')}
            description={t('form.price.bundleHint')}
            min={0}
            decimalScale={2}
            {...form.getInputProps('parcelBundleValue')}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
};
