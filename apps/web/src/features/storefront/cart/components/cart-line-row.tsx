import { ActionIcon, Alert, Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useStorefrontT } from '../../i18n';
import { QuantityStepper } from '../../shop/components/quantity-stepper';
import { useWon } from '../../shop/hooks/use-won';
import type { CheckedLine } from '../hooks/use-cart-check';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../utils/cart-line';
import classes from './cart-line-row.module.css';

type CartLineRowProps = {
  checked: CheckedLine;
  orderTypeLabel: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onAcceptPrice: () => void;
};

/** One cart line: what was chosen, how many, what it costs now, and what changed since it was added. */
export const CartLineRow = ({
  checked,
  orderTypeLabel,
  onQuantity,
  onRemove,
  onAcceptPrice,
}: CartLineRowProps) => {
  const { t } = useStorefrontT();
  const won = useWon();
  const { line, check } = checked;
  const isBlocked = check.status !== 'ok' && check.status !== 'priceChanged';
  const unitPrice =
    check.status === 'ok' || check.status === 'priceChanged' ? check.unitPrice : line.unitPrice;
  const notice = (() => {
    switch (check.status) {
      case 'soldOut':
        return t('cart.line.soldOut');
      case 'unavailable':
        return t('cart.line.unavailable');
      case 'wrongOrderType':
        return t('cart.line.orderType', { orderType: orderTypeLabel });
      case 'optionsInvalid':
        return t('cart.line.optionsInvalid', { message: check.message });
      case 'priceChanged':
        return t('cart.line.priceChanged', { from: won(check.previous), to: won(check.unitPrice) });
      default:
        return null;
    }
  })();
  return (
    <li className={`${classes.row} ${isBlocked ? classes.blocked : ''}`} data-testid="cart-line">
      <div className={classes.head}>
        <div className={classes.name}>{line.productName}</div>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          aria-label={t('cart.remove', { name: line.productName })}
          onClick={onRemove}
        >
          <IconX size={20} />
        </ActionIcon>
      </div>
      {line.options.length > 0 ? (
        <p className={classes.options}>{line.options.map((option) => option.selectedValue).join(' · ')}</p>
      ) : null}
      {notice ? (
        <Alert
          mt="sm"
          p="xs"
          color={check.status === 'priceChanged' ? 'orange' : 'red'}
          variant="light"
          role="status"
        >
          {notice}
          {check.status === 'priceChanged' ? (
            <Button mt={6} size="xs" variant="light" color="orange" display="block" onClick={onAcceptPrice}>
              {t('cart.line.acceptPrice')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <div className={classes.foot}>
        <QuantityStepper
          value={line.quantity}
          min={MIN_LINE_QUANTITY}
          max={MAX_LINE_QUANTITY}
          onChange={onQuantity}
          label={t('cart.quantityOf', { name: line.productName })}
        />
        <span className={classes.total} data-testid="cart-line-total">
          {won(unitPrice * line.quantity)}
        </span>
      </div>
    </li>
  );
};
