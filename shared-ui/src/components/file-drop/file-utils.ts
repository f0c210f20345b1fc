import { numberFormat } from '../../format/intl-formats';

/** Whether a file matches an `accept` list such as ".pdf,.docx,image/*" (dropped files skip the browser's check). */
export function matchesAccept(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
}

/** "12 KB", "3,4 MB" in the reader's language. */
export function formatSize(bytes: number, lang: string): string {
  const locale = lang === 'en' ? 'en-GB' : 'tr-TR';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
