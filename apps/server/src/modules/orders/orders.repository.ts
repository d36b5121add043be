import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { placeholderRow, preparedStatement } from '../../db/prepared';
import { orderCounters, orders, orderTransitions } from '../../db/schema';

type Executor = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type TransitionRow = typeof orderTransitions.$inferSelect;
export type NewTransitionRow = typeof orderTransitions.$inferInsert;

/**
 * Another change to an order of this day: moves the day's version, so its statistics rollup is recomputed (decision
 * 021). In the change's transaction, so a rolled-back change moves nothing.
 */
export const countDayChange = async (tx: Tx, companyId: string, dateKey: number) => {
  await tx
    .update(orderCounters)
    .set({ changes: sql`${orderCounters.changes} + 1` })
    .where(and(eq(orderCounters.companyId, companyId), eq(orderCounters.dateKey, dateKey)));
};

/**
 * A new order in one prepared round trip (issue 11): the next daily order number of the company (1, 2, 3 … per
 * Asia/Seoul day), the order row and its first timeline steps. The counter row is created or bumped in the placing
 * transaction: its row lock hands numbers out one at a time, and a rolled-back order gives its number back, so the
 * numbers of placed orders are consecutive. Returns the stored order.
 */
export const insertPlacedOrder = async (
  tx: Tx,
  values: Omit<NewOrderRow, 'orderNumber'>,
  transitions: readonly NewTransitionRow[],
) => {
  const order = placeholderRow(values, '');
  const timeline = transitions.map((transition, index) => placeholderRow(transition, `t${index}_`));
  const shape = `${order.shape}|${timeline.map((step) => step.shape).join('|')}`;
  let statement = placedOrderStatements.get(shape);
  if (!statement) {
    // The shapes come from the service (zero-won or not, delivery or not, …), a handful; past the bound, built per call.
    if (placedOrderStatements.size >= MAX_PLACED_ORDER_SHAPES) {
      const [built] = await buildPlacedOrderInsert(tx, values, [...transitions]);
      if (!built) throw new Error('order insert returned nothing');
      return built;
    }
    statement = preparedStatement((db) =>
      buildPlacedOrderInsert(
        db as Tx,
        order.row,
        timeline.map((step) => step.row),
      ),
    );
    placedOrderStatements.set(shape, statement);
  }
  const params = Object.assign({}, order.params, ...timeline.map((step) => step.params));
  const [row] = await statement(tx, params);
  if (!row) throw new Error('order insert returned nothing');
  return row;
};

type PlaceholderRow<Row> = ReturnType<typeof placeholderRow<Row & Record<string, unknown>>>['row'];

/**
 * The statement of insertPlacedOrder, built once per shape: the counter's upsert, the timeline and the order as one
 * data-modifying WITH (the order's number is the counter's value).
 */
const buildPlacedOrderInsert = (
  tx: Tx,
  order: PlaceholderRow<Omit<NewOrderRow, 'orderNumber'>>,
  transitions: PlaceholderRow<NewTransitionRow>[],
) => {
  const counter = tx.$with('placed_counter').as(
    tx
      .insert(orderCounters)
      .values({ companyId: order.companyId, dateKey: order.dateKey, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [orderCounters.companyId, orderCounters.dateKey],
        set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: orderCounters.lastNumber }),
  );
  const timeline = tx.$with('placed_transitions').as(
    tx
      .insert(orderTransitions)
      .values(transitions as NewTransitionRow[])
      .returning({ id: orderTransitions.id }),
  );
  return tx
    .with(counter, timeline)
    .insert(orders)
    .values({
      ...(order as Omit<NewOrderRow, 'orderNumber'>),
      orderNumber: sql`(select last_number from placed_counter)`,
    })
    .returning();
};

const MAX_PLACED_ORDER_SHAPES = 64;
const placedOrderStatements = new Map<
  string,
  (db: Tx, values: Record<string, unknown>) => Promise<OrderRow[]>
>();

export const insertTransitions = async (tx: Tx, rows: NewTransitionRow[]) => {
  if (rows.length > 0) await tx.insert(orderTransitions).values(rows);
};

const byId = (companyId: string, orderId: string) =>
  and(eq(orders.companyId, companyId), eq(orders.id, orderId));

export const findOrder = async (db: Executor, companyId: string, orderId: string) => {
  const [row] = await db.select().from(orders).where(byId(companyId, orderId)).limit(1);
  return row;
};

export const findOrderForUpdate = async (tx: Tx, companyId: string, orderId: string) => {
  const [row] = await tx.select().from(orders).where(byId(companyId, orderId)).for('update');
  return row;
};

/** Writes the changed fields and bumps the revision; returns the new row. */
export const updateOrder = async (
  tx: Tx,
  companyId: string,
  orderId: string,
  fields: Partial<NewOrderRow>,
) => {
  const [row] = await tx
    .update(orders)
    .set({ ...fields, revision: sql`${orders.revision} + 1` })
    .where(byId(companyId, orderId))
    .returning();
  if (!row) throw new Error(`order ${companyId}/${orderId} vanished`);
  return row;
};

export type DayFilters = {
  processStatus?: string;
  orderStatus?: string;
  orderType?: string;
  paymentMethod?: string;
  /** A daily number, a 17-digit order number or a phone's last four digits. */
  q?: string;
};

const searchCondition = (q: string): SQL | undefined => {
  const digits = q.replace(/\D/g, '');
  if (digits === '') return sql`false`;
  const conditions: SQL[] = [];
  if (digits.length <= 4) conditions.push(eq(orders.customerPhoneSuffix, digits.padStart(4, '0')));
  if (digits.length <= 6) conditions.push(eq(orders.orderNumber, Number(digits)));
  if (digits.length >= 8) conditions.push(sql`${orders.id} like ${`ord_${digits}%`}`);
  return sql.join(
    conditions.map((condition) => sql`(${condition})`),
    sql` or `,
  );
};

/** A company's orders of one Asia/Seoul day, newest first (the board; the company/day/status index). */
export const listCompanyOrdersOfDay = async (
  db: Executor,
  companyId: string,
  dateKey: number,
  filters: DayFilters,
) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.dateKey, dateKey),
        filters.processStatus ? eq(orders.processStatus, filters.processStatus) : undefined,
        filters.orderStatus ? eq(orders.orderStatus, filters.orderStatus) : undefined,
        filters.orderType ? eq(orders.orderType, filters.orderType) : undefined,
        filters.paymentMethod ? eq(orders.paymentMethod, filters.paymentMethod) : undefined,
        filters.q ? searchCondition(filters.q) : undefined,
      ),
    )
    .orderBy(desc(orders.orderNumber));

/** One customer's orders at a company on one day, newest first (the customer index). */
export const listCustomerOrdersOfDay = async (
  db: Executor,
  uid: string,
  companyId: string,
  dateKey: number,
) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.uid, uid), eq(orders.companyId, companyId), eq(orders.dateKey, dateKey)))
    .orderBy(desc(orders.orderNumber));

export const listTransitions = async (db: Executor, companyId: string, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? []
    : db
        .select()
        .from(orderTransitions)
        .where(
          and(eq(orderTransitions.companyId, companyId), inArray(orderTransitions.orderId, [...orderIds])),
        )
        .orderBy(asc(orderTransitions.id));

/** Orders still 접수 대기 placed since `since`, oldest first (the escalation check; a day's worth at most). */
export const listWaitingSince = async (db: Executor, since: Date) =>
  db
    .select({
      companyId: orders.companyId,
      id: orders.id,
      orderNumber: orders.orderNumber,
      paymentMethod: orders.paymentMethod,
      orderStatus: orders.orderStatus,
      dateCreated: orders.dateCreated,
    })
    .from(orders)
    .where(and(eq(orders.processStatus, 'waitingConfirm'), sql`${orders.dateCreated} >= ${since}`))
    .orderBy(asc(orders.dateCreated))
    .limit(1000);

/**
 * A company's parcel orders that a 송장 may ship now (accepted, not yet sent), placed since `sinceDateKey`; locked
 * for a send, so two sends cannot ship one order twice. A shop ships within days; the day bound keeps the scan on the
 * company index.
 */
export const shippableParcelOrders = async (
  db: Executor,
  companyId: string,
  sinceDateKey: number,
  forUpdate: boolean,
) => {
  const query = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        sql`${orders.dateKey} >= ${sinceDateKey}`,
        eq(orders.orderType, 'parcel'),
        inArray(orders.processStatus, ['ordered', 'cooking', 'ready']),
      ),
    )
    .orderBy(asc(orders.dateCreated));
  return forUpdate ? query.for('update') : query;
};
