/**
 * Turkish identity numbers as the receipt needs them, checked by their check digits so a typing mistake is
 * caught before a receipt carries it.
 */

const digitsOf = (value: string): number[] => [...value].map(Number);

/**
 * T.C. kimlik no: 11 digits, the first not 0; the 10th is (7 × sum of the odd places 1–9 − sum of the even places
 * 2–8) mod 10, the 11th is the sum of the first ten mod 10.
 */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/**
 * Vergi kimlik no (VKN) of a company: 10 digits; each of the first nine is shifted by its distance from the end,
 * weighted by a power of two modulo 9, and the last digit makes the sum a multiple of 10 (Gelir İdaresi's rule).
 */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = ((d[i] ?? 0) + 9 - i) % 10;
    const weighted = (shifted * 2 ** (9 - i)) % 9;
    sum += shifted !== 0 && weighted === 0 ? 9 : weighted;
  }
  return d[9] === (10 - (sum % 10)) % 10;
}
