/**
 * The Ottoman (Osmanlıca) service page: its long slug is `osmanlica` or starts with `osmanlica-` (the admin's
 * slug for "Osmanlıca Çeviri" is `osmanlica-ceviri`). The API answers a short slug with the long one, so this
 * holds however the page was reached.
 */
export function isOttomanService(slug: string): boolean {
  return slug === 'osmanlica' || slug.startsWith('osmanlica-');
}
