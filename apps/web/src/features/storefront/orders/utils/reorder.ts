import type { Order } from '@jumun/shared';
import { type CartLine, cartLineKey } from '../../cart/utils/cart-line';

/**
 * "다시 담기": an earlier order's lines as cart lines, with the prices and choices of that day. The cart re-checks
 * them against today's menu when it opens, so a changed price or a sold-out item is shown, never assumed.
 */
export const reorderLines = (order: Pick<Order, 'lines'>, now = Date.now()): CartLine[] =>
  order.lines.map((line) => ({
    key: cartLineKey(line.productId, line.selection),
    productId: line.productId,
    productName: line.productName,
    image: line.imageThumbnailFileName,
    quantity: line.quantity,
    selection: line.selection,
    options: line.options,
    unitPrice: line.unitPrice,
    addedAt: now,
  }));
