/**
 * The Rûmî (Mâlî) months in the order of the Rûmî year, which began on 1 Mart until 1917. `month` is the number
 * of the Julian/Gregorian month each one is (Kânûnusânî = 1), which is how Rûmî dates are stored here; `modern` is
 * today's Turkish name where it differs (law no. 4696 of 1945 renamed the four Syriac months).
 */
export const rumiMonths = [
  { month: 3, ottoman: 'Mart', modern: 'Mart', english: 'March' },
  { month: 4, ottoman: 'Nisan', modern: 'Nisan', english: 'April' },
  { month: 5, ottoman: 'Mayıs', modern: 'Mayıs', english: 'May' },
  { month: 6, ottoman: 'Haziran', modern: 'Haziran', english: 'June' },
  { month: 7, ottoman: 'Temmuz', modern: 'Temmuz', english: 'July' },
  { month: 8, ottoman: 'Ağustos', modern: 'Ağustos', english: 'August' },
  { month: 9, ottoman: 'Eylül', modern: 'Eylül', english: 'September' },
  { month: 10, ottoman: 'Teşrînievvel', modern: 'Ekim', english: 'October' },
  { month: 11, ottoman: 'Teşrînisânî', modern: 'Kasım', english: 'November' },
  { month: 12, ottoman: 'Kânûnuevvel', modern: 'Aralık', english: 'December' },
  { month: 1, ottoman: 'Kânûnusânî', modern: 'Ocak', english: 'January' },
  { month: 2, ottoman: 'Şubat', modern: 'Şubat', english: 'February' },
] as const;

export type RumiMonthName = (typeof rumiMonths)[number];

export function rumiMonth(month: number): RumiMonthName {
  const found = rumiMonths.find((m) => m.month === month);
  if (!found) throw new RangeError(`No Rûmî month ${month}`);
  return found;
}
