import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedStatement, rawStatement } from '../../db/prepared';
import { customerActivities, customers } from '../../db/schema';

type Executor = Db | Tx;
export type CustomerRow = typeof customers.$inferSelect;
export type ActivityRow = typeof customerActivities.$inferSelect;

export const findCustomer = async (db: Executor, uid: string) => {
  const [row] = await db.select().from(customers).where(eq(customers.uid, uid)).limit(1);
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

type LockedCustomerRow = {
  point_remaining: string | number;
  stamp_remaining: number;
  friendtalk_receiver: boolean;
  secured_phone: string;
  phone_suffix: string;
};

/** The statement of lockCustomerForOrder, built once (db/prepared.ts). */
const lockCustomerStatement = preparedStatement((db) => {
  const column = (name: string) => sql.identifier(name);
  const [uid, companyId, at] = [sql.placeholder('uid'), sql.placeholder('companyId'), sql.placeholder('at')];
  return rawStatement<LockedCustomerRow>(
    db,
    sql`with order_customer as (
      select ${column('uid')}, ${column('secured_phone')}, ${column('phone_suffix')} from ${customers}
       where ${column('uid')} = ${uid}
    ), locked_activity as (
      insert into ${customerActivities} (${column('company_id')}, ${column('uid')}, ${column('date_recent_order')}, ${column('date_modified')})
      select ${companyId}, ${column('uid')}, ${at}, ${at} from order_customer
      on conflict (${column('company_id')}, ${column('uid')}) do update
        set ${column('date_recent_order')} = excluded.${column('date_recent_order')},
            ${column('date_modified')} = excluded.${column('date_modified')}
      returning ${column('point_remaining')}, ${column('stamp_remaining')}, ${column('friendtalk_receiver')}
    )
    select locked_activity.*, order_customer.${column('secured_phone')}, order_customer.${column('phone_suffix')}
      from locked_activity cross join order_customer`,
  );
});

/**
 * An order's read of the customer (issue 11), in one round trip: the profile the order copies (phone), and the lock on
 * the customer's balance row at the shop, created when missing, otherwise locked by the upsert's update, which records
 * the order's time as the most recent order (the order's transaction rolls it back when the order is refused).
 * Undefined when the customer has no profile.
 */
export const lockCustomerForOrder = async (tx: Tx, companyId: string, uid: string, at: Date) => {
  const result = await lockCustomerStatement(tx, { companyId, uid, at });
  const [row] = result.rows;
  if (!row) return undefined;
  return {
    profile: { securedPhone: row.secured_phone, phoneSuffix: row.phone_suffix },
    balance: {
      // int8 comes back as text from node-postgres, as a number from PGlite.
      pointRemaining: Number(row.point_remaining),
      stampRemaining: row.stamp_remaining,
      friendtalkReceiver: row.friendtalk_receiver,
    },
  };
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
