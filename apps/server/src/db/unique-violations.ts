/**
 * Whether PostgreSQL refused a write for a duplicate in the unique index `indexName` (SQLSTATE 23505). Both PGlite and
 * node-postgres put the SQLSTATE in `code` and the index in `constraint`; Drizzle wraps the driver's error, so the
 * chain of `cause`s is walked. A service turns this into its own 409 when the rule it guards is one a user can break.
 */
export const isUniqueViolationOf = (error: unknown, indexName: string): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === indexName) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
