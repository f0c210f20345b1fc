/** The id a tab gets, for a panel's aria-labelledby. */
export function tabId(idPrefix: string, value: string): string {
  return `${idPrefix}-tab-${value}`;
}
