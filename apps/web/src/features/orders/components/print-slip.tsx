import { formatWon, type Order } from '@jumun/shared';
import { createPortal } from 'react-dom';
import { ordersText } from '../i18n';
import { formatSeoulTime } from '../utils/times';
import classes from './print-slip.module.css';

export type SlipKind = 'kitchen' | 'receipt';

/**
 * What the printer gets (issue 12 §6), 80 mm wide: the kitchen ticket (number, type, lines with options, memo — no
 * prices) or the customer receipt (with amounts and payment). Rendered outside the app root and shown only by the
 * print stylesheet, so the browser's print dialog prints this and nothing else.
 */
export const PrintSlip = ({ order, kind, shopName }: { order: Order; kind: SlipKind; shopName: string }) => {
  const { t } = ordersText.useT();
  return createPortal(
    <div className={classes.slip} data-testid="print-slip" data-kind={kind}>
      <p className={classes.center}>{shopName}</p>
      <p className={classes.number}>{t('card.number', { number: order.orderNumber })}</p>
      <p className={classes.center}>
        {t(`orderType.${order.orderType}`)} · {formatSeoulTime(order.dateCreated)}
      </p>
      <hr />
      {order.lines.map((line) => (
        <div key={line.lineIndex} className={classes.line}>
          <p className={classes.row}>
            <span>
              {line.productName} {t('card.quantity', { count: line.quantity })}
            </span>
            {kind === 'receipt' ? <span>{formatWon(line.lineTotal)}</span> : null}
          </p>
          {line.options.map((option) => (
            <p key={`${option.optionId}-${option.selectedValue}`} className={classes.option}>
              - {option.optionName}: {option.selectedValue}
            </p>
          ))}
        </div>
      ))}
      {order.customerMemo ? (
        <>
          <hr />
          <p className={classes.memo}>{order.customerMemo}</p>
        </>
      ) : null}
      {kind === 'receipt' ? (
        <>
          <hr />
          <p className={classes.row}>
            <span>{t('detail.payable')}</span>
            <span>{formatWon(order.amounts.payableAmount)}</span>
          </p>
          <p className={classes.row}>
            <span>{t(`paymentMethod.${order.paymentMethod}`)}</span>
            <span>{t(`payStatus.${order.orderStatus}`)}</span>
          </p>
        </>
      ) : null}
    </div>,
    document.body,
  );
};
