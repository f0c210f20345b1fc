import { dateTimeFormat } from 'shared-ui';

/** "2026-03" → "Mar 2026" / "Mart 2026" in the reader's language. */
export function monthLabel(month: string, lang: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return dateTimeFormat(lang, { timeZone: 'UTC', month: style, year: 'numeric' }).format(date);
}
