/**
 * One Asia/Seoul day of a company's orders, as the monthly statistics add it up (decision 021). Stored per day in
 * `order_day_stats` and summed per month, so a month view reads at most 31 small rows instead of every order's lines.
 * "Counted" = paid and not cancelled, the one definition every figure uses.
 */
export type Tally = { count: number; amount: number };
export type ItemTally = { quantity: number; amount: number };

export type DayStats = {
  counted: Tally;
  byOrderType: Record<string, Tally>;
  byPaymentMethod: Record<string, Tally>;
  byChannel: Record<string, Tally>;
  stamps: number;
  coupons: number;
  couponDiscount: number;
  products: Record<string, ItemTally>;
  options: Record<string, ItemTally>;
  /** Cancelled orders by reason (cancelled ones are not counted above). */
  cancellations: Record<string, Tally>;
  /** Not cancelled and not paid yet. */
  unpaid: number;
};

export const emptyDayStats = (): DayStats => ({
  counted: { count: 0, amount: 0 },
  byOrderType: {},
  byPaymentMethod: {},
  byChannel: {},
  stamps: 0,
  coupons: 0,
  couponDiscount: 0,
  products: {},
  options: {},
  cancellations: {},
  unpaid: 0,
});

const addTally = (into: Record<string, Tally>, from: Record<string, Tally>) => {
  for (const [key, tally] of Object.entries(from)) {
    const current = into[key] ?? { count: 0, amount: 0 };
    into[key] = { count: current.count + tally.count, amount: current.amount + tally.amount };
  }
};

const addItems = (into: Record<string, ItemTally>, from: Record<string, ItemTally>) => {
  for (const [key, item] of Object.entries(from)) {
    const current = into[key] ?? { quantity: 0, amount: 0 };
    into[key] = { quantity: current.quantity + item.quantity, amount: current.amount + item.amount };
  }
};

/** The days added up (a month). */
export const sumDayStats = (days: readonly DayStats[]): DayStats => {
  const total = emptyDayStats();
  for (const day of days) {
    total.counted = {
      count: total.counted.count + day.counted.count,
      amount: total.counted.amount + day.counted.amount,
    };
    addTally(total.byOrderType, day.byOrderType);
    addTally(total.byPaymentMethod, day.byPaymentMethod);
    addTally(total.byChannel, day.byChannel);
    total.stamps += day.stamps;
    total.coupons += day.coupons;
    total.couponDiscount += day.couponDiscount;
    addItems(total.products, day.products);
    addItems(total.options, day.options);
    addTally(total.cancellations, day.cancellations);
    total.unpaid += day.unpaid;
  }
  return total;
};

/** The best sellers: most units first, then the larger amount, then by name (stable for equal figures). */
export const topItems = (items: Record<string, ItemTally>, limit: number) =>
  Object.entries(items)
    .map(([name, item]) => ({ name, quantity: item.quantity, amount: item.amount }))
    .sort(
      (a, b) =>
        b.quantity - a.quantity || b.amount - a.amount || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .slice(0, limit);
