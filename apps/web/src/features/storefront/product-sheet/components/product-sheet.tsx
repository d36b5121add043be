import type { CustomerMenuItem } from '@jumun/shared';
import { Alert, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { imageFileUrl } from '../../../../lib/files/image-url';
import { cartLineKey, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../../cart/utils/cart-line';
import { cartStore } from '../../cart/utils/cart-store';
import { useStorefrontT } from '../../i18n';
import { QuantityStepper } from '../../shop/components/quantity-stepper';
import { useWon } from '../../shop/hooks/use-won';
import type { StoreProduct } from '../../shop/utils/store-product';
import { useProductChoice } from '../hooks/use-product-choice';
import { optionErrorText } from '../utils/option-error-text';
import { OptionField } from './option-field';
import classes from './product-sheet.module.css';

type ProductSheetProps = {
  companyId: string;
  item: CustomerMenuItem<StoreProduct>;
  now: Date;
  onClose: () => void;
};

/**
 * The product sheet (bottom sheet on a phone): photo, description, each option with its rules, quantity, and 담기 —
 * disabled, with the reason shown, until the shared validator accepts the choice (issue #11).
 */
export const ProductSheet = ({ companyId, item, now, onClose }: ProductSheetProps) => {
  const { t } = useStorefrontT();
  const won = useWon();
  const { product } = item;
  const choice = useProductChoice(companyId, item, now);
  const [quantity, setQuantity] = useState(1);
  const errors = choice.validation?.errors ?? [];
  const firstError = errors[0];
  const reason = item.isSoldOut
    ? t('sheet.soldOut')
    : firstError && choice.options
      ? optionErrorText(t, firstError, choice.options)
      : null;
  const canAdd = Boolean(choice.priced && choice.validation?.isValid && !item.isSoldOut);
  const total = (choice.priced?.unitPrice ?? item.price) * quantity;

  const add = () => {
    if (!choice.priced || !canAdd) return;
    cartStore.add(companyId, {
      key: cartLineKey(product.id, choice.selection),
      productId: product.id,
      productName: product.productName,
      image: product.imageThumbnailFileName,
      quantity,
      selection: choice.selection,
      options: choice.priced.options,
      unitPrice: choice.priced.unitPrice,
      addedAt: Date.now(),
    });
    notifications.show({ message: t('sheet.added'), color: 'green', autoClose: 2000 });
    onClose();
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="bottom"
      padding={0}
      title={product.productName}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 'lg' }}
      classNames={{ content: classes.content, header: classes.header, title: classes.title }}
    >
      {product.imageThumbnailFileName ? (
        <img
          className={classes.photo}
          src={imageFileUrl(companyId, product.imageThumbnailFileName.replace(/^thumb_/, ''))}
          alt={t('menu.photo', { name: product.productName })}
        />
      ) : null}
      <div className={classes.intro}>
        {product.description ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {product.description}
          </Text>
        ) : null}
        <Group gap={8} mt={8} align="baseline">
          <Text fw={800} fz={20}>
            {won(item.price)}
          </Text>
          {item.strikePrice !== null ? (
            <Text c="dimmed" td="line-through" size="sm">
              {won(item.strikePrice)}
            </Text>
          ) : null}
        </Group>
      </div>
      {choice.error ? (
        <Alert color="red" variant="light" m="md">
          {t('common.loadFailed')}
        </Alert>
      ) : !choice.options ? (
        <Stack p="md" gap="sm" aria-busy="true" aria-label={t('sheet.loadingOptions')}>
          <Skeleton h={24} w="40%" />
          <Skeleton h={52} />
          <Skeleton h={52} />
        </Stack>
      ) : (
        choice.options.map((option) => {
          // "Choose one" is said once, above 담기, and the option is highlighted; other problems sit at their option.
          const error = errors.find((entry) => entry.optionId === option.id && entry.code !== 'chooseOne');
          return (
            <OptionField
              key={option.id}
              option={option}
              value={choice.selection[option.id]}
              now={now}
              error={error && choice.options ? optionErrorText(t, error, choice.options) : undefined}
              onChange={(value) => choice.choose(option.id, value)}
            />
          );
        })
      )}
      <div className={classes.quantity}>
        <span>{t('sheet.quantity')}</span>
        <QuantityStepper
          value={quantity}
          min={MIN_LINE_QUANTITY}
          max={MAX_LINE_QUANTITY}
          onChange={setQuantity}
          label={t('cart.quantityOf', { name: product.productName })}
        />
      </div>
      <div className={classes.footer}>
        {reason ? (
          <Text size="sm" c="red" fw={600} mb={8} role="status" data-testid="add-blocked-reason">
            {reason}
          </Text>
        ) : null}
        <Button
          fullWidth
          size="lg"
          h={56}
          radius="md"
          disabled={!canAdd}
          onClick={add}
          data-testid="add-to-cart"
        >
          {t('sheet.add', { amount: won(total) })}
        </Button>
      </div>
    </Drawer>
  );
};
