/** PostgreSQL's unique_violation: two requests raced past the existence check. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
