import {
  createDefaultSelection,
  formatWon,
  isProductSoldOut,
  priceSelection,
  resolveProductOptions,
  validateOptionSelection,
} from '@jumun/shared';
import { Badge, Divider, Group, Image, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { imageFileUrl } from '../../../../lib/files/image-url';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { catalogueText } from '../../i18n';
import { PreviewOptionControl } from './preview-option-control';
import type { ProductFormValues } from './product-form-values';

type ProductPreviewProps = { values: ProductFormValues; companyId: string };

/**
 * What the customer will see while the product is being edited: price, options and the checks of the shared
 * option rules (validateOptionSelection, priceSelection), the same functions the checkout uses.
 */
export const ProductPreview = ({ values, companyId }: ProductPreviewProps) => {
  const { t } = catalogueText.useT();
  const { optionsById, optionGroupsById } = useCatalogueLookups();
  const [friendtalk, setFriendtalk] = useState(false);
  const now = useMemo(() => new Date(), []);
  const options = useMemo(
    () => resolveProductOptions(values, optionGroupsById, optionsById),
    [values, optionGroupsById, optionsById],
  );
  const optionKey = options.map((option) => `${option.id}:${option.revision}`).join(',');
  const [selectionState, setSelectionState] = useState({
    key: '',
    selection: {} as Record<string, string[] | number>,
  });
  // A new set of options (another group picked, an option edited elsewhere) starts from the defaults again.
  const selection =
    selectionState.key === optionKey ? selectionState.selection : createDefaultSelection(options, now);
  const choose = (optionId: string, value: string[] | number) =>
    setSelectionState({ key: optionKey, selection: { ...selection, [optionId]: value } });

  const validation = validateOptionSelection(options, selection, now);
  const priced = priceSelection(values, options, selection, { friendtalk, now });
  const isSoldOut = isProductSoldOut(values, now);
  const showsOriginal = values.priceOriginal > priced.basePrice;

  return (
    <Paper withBorder radius="md" p="md" aria-label={t('preview.title')} component="section">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {t('preview.title')}
        </Title>
        <Switch
          size="xs"
          label={t('preview.friendtalk')}
          checked={friendtalk}
          onChange={(event) => setFriendtalk(event.currentTarget.checked)}
        />
      </Group>
      <Stack gap="sm">
        {values.imageThumbnailFileName ? (
          <Image
            src={imageFileUrl(companyId, values.imageThumbnailFileName)}
            alt=""
            h={160}
            radius="md"
            fit="cover"
          />
        ) : (
          <Paper
            bg="var(--mantine-color-default-hover)"
            h={120}
            radius="md"
            style={{ display: 'grid', placeItems: 'center' }}
          >
            <IconPhoto size={32} opacity={0.4} aria-hidden />
          </Paper>
        )}
        <Group gap="xs">
          <Text fw={700}>{values.productName || t('preview.namePlaceholder')}</Text>
          {isSoldOut ? <Badge color="red">{t('preview.soldOut')}</Badge> : null}
          {!values.isVisible ? <Badge color="gray">{t('preview.hidden')}</Badge> : null}
        </Group>
        <Group gap="xs" align="baseline">
          {showsOriginal ? (
            <Text size="sm" c="dimmed" td="line-through">
              {formatWon(values.priceOriginal)}
            </Text>
          ) : null}
          <Text fw={700}>{formatWon(priced.basePrice)}</Text>
          <Text size="xs" c="dimmed">
            / {values.unit || t('preview.defaultUnit')}
          </Text>
        </Group>
        {values.description ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} lineClamp={4}>
            {values.description}
          </Text>
        ) : null}
        {options.length > 0 ? <Divider /> : null}
        {options.map((option) => (
          <PreviewOptionControl
            key={option.id}
            option={option}
            selection={selection}
            now={now}
            error={validation.errors.find((error) => error.optionId === option.id)?.message}
            onChange={(value) => choose(option.id, value)}
          />
        ))}
        <Divider />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
            {priced.labels.join(', ') || t('preview.noOptions')}
          </Text>
          <Text fw={800} data-testid="preview-total">
            {formatWon(priced.unitPrice)}
          </Text>
        </Group>
        <Text size="xs" c={validation.isValid ? 'green' : 'red'} role="status">
          {validation.isValid
            ? t('preview.canAdd')
            : t('preview.cannotAdd', { count: validation.errors.length })}
        </Text>
      </Stack>
    </Paper>
  );
};
