/** "905555555555" → "+90 555 555 55 55"; other numbers are shown with a plus and left as they are. */
export function formatPhone(digits: string): string {
  const match = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+90 ${match.slice(1).join(' ')}` : `+${digits}`;
}
