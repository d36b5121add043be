import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

type Journal = { entries: { when: number }[] };

/**
 * Are all migrations of this build applied? Drizzle's migrators record each applied migration in
 * `drizzle.__drizzle_migrations` with its journal timestamp; the newest must be the newest of the journal.
 */
export const createMigrationCheck = (migrationsDir: string) => {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  return async (db: Db) => {
    const result = await db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`);
    const applied = (result as unknown as { rows: { applied: string | number | null }[] }).rows[0]?.applied;
    return Number(applied ?? 0) >= newest;
  };
};
