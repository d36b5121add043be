import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared, runNamed } from '../../db/prepared';
import { customerActivities, customers } from '../../db/schema';

type Executor = Db | Tx;
export type CustomerRow = typeof customers.$inferSelect;
export type ActivityRow = typeof customerActivities.$inferSelect;

/** Prepared: order placement reads the customer's profile on every order. */
export const findCustomer = async (db: Executor, uid: string) => {
  const statement = prepared(db, 'find-customer', () =>
    db
      .select()
      .from(customers)
      .where(eq(customers.uid, sql.placeholder('uid')))
      .limit(1)
      .prepare('jumun_find_customer'),
  );
  const [row] = await statement.execute({ uid });
  return row;
};

/** Creates the profile on first sign-in; later sign-ins only record the access time. */
export const upsertCustomer = async (
  tx: Tx,
  values: { uid: string; securedPhone: string; phoneSuffix: string; at: Date },
) => {
  await tx
    .insert(customers)
    .values({
      uid: values.uid,
      securedPhone: values.securedPhone,
      phoneSuffix: values.phoneSuffix,
      searchField: [values.phoneSuffix],
      dateCreated: values.at,
      dateModified: values.at,
      dateLastAccess: values.at,
    })
    .onConflictDoUpdate({ target: customers.uid, set: { dateLastAccess: values.at } });
};

export const findActivity = async (db: Executor, companyId: string, uid: string) => {
  const [row] = await db
    .select()
    .from(customerActivities)
    .where(and(eq(customerActivities.companyId, companyId), eq(customerActivities.uid, uid)))
    .limit(1);
  return row;
};

/** The customer's balance row at the shop, created empty when missing, locked for the rest of the transaction. */
export const lockActivity = async (tx: Tx, companyId: string, uid: string): Promise<ActivityRow> => {
  await tx.insert(customerActivities).values({ companyId, uid }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(customerActivities)
    .where(and(eq(customerActivities.companyId, companyId), eq(customerActivities.uid, uid)))
    .for('update');
  if (!row) throw new Error(`customer activity ${companyId}/${uid} vanished`);
  return row;
};

/**
 * An order's lock on the customer's balance row at the shop, in one round trip: created when missing, otherwise
 * locked by the upsert's update, which records the order's time as the most recent order (the order's transaction
 * rolls it back with everything else when the order is refused). Prepared: it runs on every placement.
 */
export const lockActivityForOrder = async (tx: Tx, companyId: string, uid: string, at: Date) => {
  const [row] = await runNamed(
    tx
      .insert(customerActivities)
      .values({ companyId, uid, dateRecentOrder: at, dateModified: at })
      .onConflictDoUpdate({
        target: [customerActivities.companyId, customerActivities.uid],
        set: { dateRecentOrder: at, dateModified: at },
      })
      .returning(),
  );
  if (!row) throw new Error(`customer activity ${companyId}/${uid} was not written`);
  return row;
};

export type ActivityChange = Partial<
  Pick<
    ActivityRow,
    | 'stampCount'
    | 'stampLast'
    | 'stampRemaining'
    | 'stampTotal'
    | 'pointCount'
    | 'pointLast'
    | 'pointRemaining'
    | 'pointTotal'
    | 'orderTotalCount'
    | 'orderTotalPrice'
    | 'dateRecentOrder'
  >
>;

export const updateActivity = async (
  tx: Tx,
  companyId: string,
  uid: string,
  change: ActivityChange,
  at: Date,
) => {
  await tx
    .update(customerActivities)
    .set({ ...change, dateModified: at })
    .where(and(eq(customerActivities.companyId, companyId), eq(customerActivities.uid, uid)));
};

/**
 * Spends points only when the balance covers them, in one statement: two orders racing for the same points cannot
 * both succeed. Returns the balance after, or undefined when it did not cover them.
 */
export const spendPoints = async (tx: Tx, companyId: string, uid: string, points: number, at: Date) => {
  const [row] = await tx
    .update(customerActivities)
    .set({ pointRemaining: sql`${customerActivities.pointRemaining} - ${points}`, dateModified: at })
    .where(
      and(
        eq(customerActivities.companyId, companyId),
        eq(customerActivities.uid, uid),
        sql`${customerActivities.pointRemaining} >= ${points}`,
      ),
    )
    .returning({
      pointRemaining: customerActivities.pointRemaining,
      stampRemaining: customerActivities.stampRemaining,
    });
  return row;
};

/** Marks the customer a Friendtalk receiver at the shop, creating their (empty) balance row if needed. */
export const markFriendtalkReceiver = async (db: Executor, companyId: string, uid: string, at: Date) => {
  await db
    .insert(customerActivities)
    .values({ companyId, uid, friendtalkReceiver: true })
    .onConflictDoUpdate({
      target: [customerActivities.companyId, customerActivities.uid],
      set: { friendtalkReceiver: true, dateModified: at },
    });
};

export const findFriendtalkReceiver = async (db: Executor, companyId: string, uid: string) => {
  const [row] = await db
    .select({ friendtalkReceiver: customerActivities.friendtalkReceiver })
    .from(customerActivities)
    .where(and(eq(customerActivities.companyId, companyId), eq(customerActivities.uid, uid)))
    .limit(1);
  return row?.friendtalkReceiver ?? false;
};
