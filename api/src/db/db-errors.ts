/**
 * The PostgreSQL SQLSTATE of a failed query. knex rejects with the driver's error (`code`); Objection wraps it in
 * its own DBError classes and keeps the driver's error as `nativeError`. Code that maps database errors asks here.
 */
export function sqlState(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; nativeError?: unknown };
  if (typeof e.code === 'string') return e.code;
  return e.nativeError === undefined ? undefined : sqlState(e.nativeError);
}

/** PostgreSQL's unique_violation: two requests raced past the existence check. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}
