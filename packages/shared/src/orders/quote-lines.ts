import { formatWon } from '../catalogue/format-won';
import { priceSelection } from '../catalogue/option-pricing';
import { resolveProductOptions, validateOptionSelection } from '../catalogue/option-rules';
import { isProductSoldOut } from '../catalogue/product-availability';
import type { OrderType } from '../company/order-types';
import { buildCustomerMenu } from '../menu-settings/customer-menu';
import type { MenuSettings } from '../menu-settings/menu-settings.schema';
import type { OrderLine, OrderRefusal } from './order-quote.schema';
import type { OrderItemDraft } from './place-order.schema';
import { type QuoteCatalogue, type QuoteProduct, refusal } from './quote-types';

export type PricedLines = { lines: OrderLine[]; refusals: OrderRefusal[] };

type LineContext = {
  catalogue: QuoteCatalogue;
  menuSettings: MenuSettings;
  orderType: OrderType;
  now: Date;
  friendtalk: boolean;
};

/**
 * The products a customer can order right now for this order type: exactly those on the customer menu
 * (buildCustomerMenu — the same function the storefront and the admin's preview draw the menu with).
 */
const offeredProductIds = (ordered: readonly QuoteProduct[], context: LineContext): Set<string> => {
  const menu = buildCustomerMenu({
    categories: context.catalogue.categories,
    products: ordered,
    menuSettings: context.menuSettings,
    at: context.now,
    orderType: context.orderType,
  });
  return new Set(menu.flatMap((section) => section.items.map((item) => item.product.id)));
};

const availabilityRefusal = (
  product: QuoteProduct,
  offered: Set<string>,
  now: Date,
  where: { lineIndex: number; productId: string },
): OrderRefusal | null => {
  const name = product.productName;
  if (!product.isVisible || product.isPrivateProduct) {
    return refusal('productHidden', `${name}: 판매하지 않는 상품입니다.`, where);
  }
  if (isProductSoldOut(product, now)) return refusal('productSoldOut', `${name}: 품절된 상품입니다.`, where);
  if (!offered.has(product.id)) {
    return refusal('productUnavailableNow', `${name}: 지금은 주문할 수 없는 상품입니다.`, where);
  }
  return null;
};

const priceLine = (
  item: OrderItemDraft,
  lineIndex: number,
  product: QuoteProduct,
  context: LineContext,
): OrderLine | OrderRefusal => {
  const { catalogue, now } = context;
  const options = resolveProductOptions(
    product,
    new Map(catalogue.optionGroups.map((group) => [group.id, group])),
    new Map(catalogue.options.map((option) => [option.id, option])),
  );
  const validation = validateOptionSelection(options, item.selection, now);
  if (!validation.isValid) {
    const detail = validation.errors.map((error) => error.message).join(', ');
    return refusal('optionInvalid', `${product.productName}: ${detail}`, {
      lineIndex,
      productId: product.id,
      optionId: validation.errors[0]?.optionId,
    });
  }
  const priced = priceSelection(product, options, item.selection, { friendtalk: context.friendtalk, now });
  // A negative option surcharge (e.g. 얼음 빼고 −300원) never makes a unit cost less than nothing.
  const unitPrice = Math.max(0, priced.unitPrice);
  return {
    lineIndex,
    productId: product.id,
    productName: product.productName,
    productNameShort: product.productNameShort,
    imageThumbnailFileName: product.imageThumbnailFileName,
    unit: product.unit,
    categories: [...product.categories],
    priceOriginal: product.priceOriginal,
    basePrice: priced.basePrice,
    optionsPrice: unitPrice - priced.basePrice,
    unitPrice,
    quantity: item.quantity,
    lineTotalBase: priced.basePrice * item.quantity,
    lineTotal: unitPrice * item.quantity,
    options: priced.options,
    selection: { ...item.selection },
    rewardStamp: product.rewardStamp,
    rewardPoint: product.rewardPoint,
    rewardExcludedQuantity: 0,
    parcelBundleValue: product.parcelBundleValue,
  };
};

/** Units of each product over all lines must fit its stock; the refusal names the first line of the product. */
const stockRefusals = (
  lines: readonly OrderLine[],
  productsById: Map<string, QuoteProduct>,
): OrderRefusal[] => {
  const wanted = new Map<string, { quantity: number; lineIndex: number }>();
  for (const line of lines) {
    const entry = wanted.get(line.productId);
    if (entry) entry.quantity += line.quantity;
    else wanted.set(line.productId, { quantity: line.quantity, lineIndex: line.lineIndex });
  }
  return [...wanted].flatMap(([productId, { quantity, lineIndex }]) => {
    const product = productsById.get(productId);
    // A customer's copy has no stock count: the server's quote, which has it, decides.
    if (!product || product.stockQuantity === undefined || quantity <= product.stockQuantity) return [];
    const message = `${product.productName}: 재고가 부족합니다 (남은 수량 ${product.stockQuantity}${product.unit}).`;
    return [refusal('outOfStock', message, { lineIndex, productId })];
  });
};

/**
 * Prices every cart line from the live catalogue (domain §4.5: unit = effective price + Σ option prices) and checks
 * it can be ordered now. Lines that cannot are left out of `lines` (so the totals are what would be charged without
 * them) and each gets a refusal pointing at its index.
 */
export const priceOrderLines = (items: readonly OrderItemDraft[], context: LineContext): PricedLines => {
  const productsById = new Map(context.catalogue.products.map((product) => [product.id, product]));
  const ordered = items.flatMap((item) => productsById.get(item.productId) ?? []);
  const offered = offeredProductIds(ordered, context);
  const refusals: OrderRefusal[] = [];
  const priced: OrderLine[] = [];

  items.forEach((item, lineIndex) => {
    const product = productsById.get(item.productId);
    const where = { lineIndex, productId: item.productId };
    if (!product) {
      refusals.push(refusal('productNotFound', `없는 상품입니다 (${item.productId}).`, where));
      return;
    }
    const unavailable = availabilityRefusal(product, offered, context.now, where);
    if (unavailable) {
      refusals.push(unavailable);
      return;
    }
    const line = priceLine(item, lineIndex, product, context);
    if ('code' in line) refusals.push(line);
    else priced.push(line);
  });

  const outOfStock = stockRefusals(priced, productsById);
  const refusedProducts = new Set(outOfStock.map((entry) => entry.productId));
  return {
    lines: priced.filter((line) => !refusedProducts.has(line.productId)),
    refusals: [...refusals, ...outOfStock],
  };
};

export const sumLines = (lines: readonly OrderLine[]) => ({
  cartTotalBase: lines.reduce((sum, line) => sum + line.lineTotalBase, 0),
  cartTotalWithOptions: lines.reduce((sum, line) => sum + line.lineTotal, 0),
});

/** "아메리카노 외 2건" (domain §5.5 goodsName). */
export const describeOrderGoods = (lines: readonly Pick<OrderLine, 'productName'>[]): string => {
  const [first] = lines;
  if (!first) return '주문 상품';
  return lines.length > 1 ? `${first.productName} 외 ${lines.length - 1}건` : first.productName;
};

export const formatMinimumMessage = (minimum: number) =>
  `최소 주문 금액 미달: ${formatWon(minimum)} 이상 주문해 주세요.`;
