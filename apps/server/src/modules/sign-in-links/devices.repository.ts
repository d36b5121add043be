import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { devices } from '../../db/schema';

type Executor = Db | Tx;
export type DeviceRow = typeof devices.$inferSelect;

export const insertDevice = async (db: Executor, values: typeof devices.$inferInsert) => {
  const [row] = await db.insert(devices).values(values).returning();
  if (!row) throw new Error('device insert returned nothing');
  return row;
};

export const listDevices = (db: Executor, companyId: string) =>
  db.select().from(devices).where(eq(devices.companyId, companyId)).orderBy(desc(devices.dateCreated));

export const findDevice = async (db: Executor, id: string) => {
  const [row] = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  return row;
};

export const findDeviceByCredentialHash = async (db: Executor, credentialHash: string) => {
  const [row] = await db.select().from(devices).where(eq(devices.credentialHash, credentialHash)).limit(1);
  return row;
};

export const revokeDevice = async (db: Executor, companyId: string, id: string, at: Date) => {
  const [row] = await db
    .update(devices)
    .set({ dateRevoked: at })
    .where(and(eq(devices.companyId, companyId), eq(devices.id, id), isNull(devices.dateRevoked)))
    .returning();
  return row;
};

export const touchDevice = async (db: Executor, id: string, at: Date) => {
  await db.update(devices).set({ dateLastSeen: at }).where(eq(devices.id, id));
};

/** Devices the account registered: their sessions end within the device gate's check interval. */
export const revokeDevicesCreatedBy = async (tx: Tx, uid: string, at: Date) => {
  const rows = await tx
    .update(devices)
    .set({ dateRevoked: at })
    .where(and(eq(devices.createdByUid, uid), isNull(devices.dateRevoked)))
    .returning({ id: devices.id });
  return rows.length;
};
