import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * iyzico signs its answers with HMAC-SHA256 over some of their fields joined by ':' (iyzipay-node's
 * utils.calculateHmacSHA256Signature); checking it proves the answer came from whoever holds our secret key.
 */
export function iyzicoSignature(fields: readonly string[], secretKey: string): string {
  return createHmac('sha256', secretKey).update(fields.join(':')).digest('hex');
}

export function hasValidSignature(fields: readonly string[], secretKey: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(iyzicoSignature(fields, secretKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Money as iyzico writes it (iyzipay-node's formatPrice): 1250 → "1250.0", 12.5 → "12.5". */
export function iyzicoPrice(kurus: number): string {
  const text = (kurus / 100).toString();
  return text.includes('.') ? text : `${text}.0`;
}

/** iyzico's number or string money in kuruş, or NaN when it is neither. */
export function kurusOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}
