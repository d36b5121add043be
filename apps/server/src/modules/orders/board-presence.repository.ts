import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderBoardPresence } from '../../db/schema';

export type BoardPresenceRow = typeof orderBoardPresence.$inferSelect;

/** A board said "I am open" now: records it and returns the row as it was before (to see an auto-pause to lift). */
export const touchBoard = async (
  db: Executor,
  companyId: string,
  at: Date,
): Promise<BoardPresenceRow | undefined> => {
  const [before] = await db
    .select()
    .from(orderBoardPresence)
    .where(eq(orderBoardPresence.companyId, companyId))
    .limit(1);
  await db
    .insert(orderBoardPresence)
    .values({ companyId, lastSeenAt: at, offlineSince: null })
    .onConflictDoUpdate({
      target: orderBoardPresence.companyId,
      set: { lastSeenAt: at, offlineSince: null },
    });
  return before;
};

export const findPresence = async (
  db: Executor,
  companyId: string,
): Promise<BoardPresenceRow | undefined> => {
  const [row] = await db
    .select()
    .from(orderBoardPresence)
    .where(eq(orderBoardPresence.companyId, companyId))
    .limit(1);
  return row;
};

export const updatePresence = async (
  db: Executor,
  companyId: string,
  set: Partial<Pick<BoardPresenceRow, 'offlineSince' | 'autoPausedUntil'>>,
) => {
  await db
    .insert(orderBoardPresence)
    .values({ companyId, ...set })
    .onConflictDoUpdate({ target: orderBoardPresence.companyId, set });
};
