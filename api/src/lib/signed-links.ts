import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived download links: /api/download/<area>/<file>?exp=<unix seconds>&sig=<hmac>. Whoever holds the link
 * may fetch the file until it expires; the link is only ever handed to someone allowed to see the file.
 */
export class SignedLinks {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = 15 * 60,
  ) {}

  link(area: string, fileName: string, now = Date.now()): string {
    return this.linkTo(`/api/download/${area}/${encodeURIComponent(fileName)}`, area, fileName, now);
  }

  /** The same signature on a route of its own, for a file made on request (a stamped copy, modules/verifications). */
  linkTo(path: string, area: string, fileName: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + this.ttlSeconds;
    return `${path}?exp=${exp}&sig=${this.signature(area, fileName, exp)}`;
  }

  isValid(area: string, fileName: string, exp: number, sig: string, now = Date.now()): boolean {
    if (!Number.isInteger(exp) || exp < Math.floor(now / 1000)) return false;
    const expected = Buffer.from(this.signature(area, fileName, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signature(area: string, fileName: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${area}\n${fileName}\n${exp}`).digest('base64url');
  }
}
