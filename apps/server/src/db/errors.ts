// Database errors as the code reads them, the same on PGlite and node-postgres (both carry PostgreSQL's
// SQLSTATE as `code`).

const UNIQUE_VIOLATION = '23505';
/** How far down the `cause` chain to look; drizzle wraps the driver's error once. */
const MAX_CAUSE_DEPTH = 5;

/** PostgreSQL 23505 (unique_violation) on the error or one of its causes (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
