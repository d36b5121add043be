/**
 * PostgreSQL refusing a value as data, not the database failing: class 22 "data exception" (a NUL byte in text,
 * a number or date out of range, an invalid text representation) and 54 "program limit exceeded" (a statement too
 * complex). Both PGlite and node-postgres put the SQLSTATE in `code`. These are the caller's mistake: the error
 * handler answers 400 and logs them at info, without the SQL.
 */
export const isDatabaseInputError = (error: unknown): boolean => {
  // Drizzle wraps the driver's error (DrizzleQueryError): the SQLSTATE is on its `cause`.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * A %-encoded NUL byte or another C0 control character (tab, newline and carriage return aside). Raw control
 * characters never get this far: Node's HTTP parser refuses them in the request line.
 */
const CONTROL_IN_URL = /%(0[0-8bcef]|1[0-9a-f]|7f)/i;

/** True when a request URL carries a control character, which no id, path or query value of ours may contain. */
export const hasControlCharacterInUrl = (url: string): boolean => CONTROL_IN_URL.test(url);
