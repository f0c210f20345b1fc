/** The name to show in a language: the English when there is one, else the Turkish. */
export function localizedName(row: { name: string; name_en?: string | null }, lang: string): string {
  return lang === 'en' && row.name_en ? row.name_en : row.name;
}
