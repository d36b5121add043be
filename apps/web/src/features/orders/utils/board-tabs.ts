import {
  isAwaitingOnlinePayment,
  type Order,
  type OrderType,
  type PaymentMethod,
  type ProcessStatus,
} from '@jumun/shared';

/** The board's four tabs (issue 12 §2): what needs a decision, what is being made, what is done, what was dropped. */
export const BOARD_TABS = ['waiting', 'active', 'done', 'cancelled'] as const;
export type BoardTab = (typeof BOARD_TABS)[number];

const TAB_OF: Record<ProcessStatus, BoardTab> = {
  waitingConfirm: 'waiting',
  ordered: 'active',
  cooking: 'active',
  ready: 'active',
  waitingPickup: 'active',
  delivering: 'active',
  delivered: 'active',
  completed: 'done',
  cancelled: 'cancelled',
};

export const tabOf = (order: Pick<Order, 'processStatus'>): BoardTab => TAB_OF[order.processStatus];

export type BoardFilters = {
  /** One exact status (the dashboard's "조리 중 3" links here); 'all' shows every status of the tab. */
  processStatus: ProcessStatus | 'all';
  orderType: OrderType | 'all';
  paymentMethod: PaymentMethod | 'all';
  /** An order number ("12") or the last digits of the customer's phone ("5678"). */
  query: string;
};

export const NO_FILTERS: BoardFilters = {
  processStatus: 'all',
  orderType: 'all',
  paymentMethod: 'all',
  query: '',
};

const matchesQuery = (order: Order, query: string) => {
  const digits = query.replace(/\D/g, '');
  if (digits === '') return query.trim() === '';
  return String(order.orderNumber) === digits || order.customer.phoneSuffix.endsWith(digits);
};

export const isUnfiltered = (filters: BoardFilters) =>
  filters.processStatus === 'all' &&
  filters.orderType === 'all' &&
  filters.paymentMethod === 'all' &&
  filters.query.trim() === '';

export const matchesFilters = (order: Order, filters: BoardFilters) =>
  (filters.processStatus === 'all' || order.processStatus === filters.processStatus) &&
  (filters.orderType === 'all' || order.orderType === filters.orderType) &&
  (filters.paymentMethod === 'all' || order.paymentMethod === filters.paymentMethod) &&
  matchesQuery(order, filters.query);

/**
 * An order is "new" for the alert while it waits for the shop and can be worked on: an online payment the provider
 * has not approved yet is not the shop's to accept, so it does not ring (it shows as 결제 대기).
 */
export const needsDecision = (order: Order) =>
  order.processStatus === 'waitingConfirm' && !isAwaitingOnlinePayment(order);

const isOpen = (order: Order) => order.processStatus !== 'completed' && order.processStatus !== 'cancelled';

/**
 * Today's board: today's orders plus the ones of the day before that are still open. A shop open past midnight must
 * not lose the order placed at 23:58 from its board when the day turns (issue 12 "never miss an order").
 */
export const withOpenOfDayBefore = (today: readonly Order[], dayBefore: readonly Order[] | undefined) => {
  const todayIds = new Set(today.map((order) => order.id));
  const carried = dayBefore?.filter((order) => isOpen(order) && !todayIds.has(order.id)) ?? [];
  return carried.length > 0 ? [...carried, ...today] : today;
};

/** Placement order; the daily number restarts at midnight, so it only breaks ties. */
const byPlacement = (direction: 1 | -1) => (a: Order, b: Order) =>
  direction * (a.dateCreated.localeCompare(b.dateCreated) || a.orderNumber - b.orderNumber);

/**
 * The orders of each tab after the filters, and the counts the tab labels show. Waiting and active orders are
 * oldest first (the one waiting longest is the most urgent); the others newest first.
 */
export const groupBoard = (orders: readonly Order[], filters: BoardFilters) => {
  const groups: Record<BoardTab, Order[]> = { waiting: [], active: [], done: [], cancelled: [] };
  for (const order of orders) if (matchesFilters(order, filters)) groups[tabOf(order)].push(order);
  groups.waiting.sort(byPlacement(1));
  groups.active.sort(byPlacement(1));
  groups.done.sort(byPlacement(-1));
  groups.cancelled.sort(byPlacement(-1));
  return groups;
};
