/** Stored names are "<numeric prefix>-<original name>" (spec 3); people see the original name. */
export function fileDisplayName(stored: string): string {
  return stored.replace(/^\d+-/, '');
}
