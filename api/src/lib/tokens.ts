import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from 'shared-ui/contracts';

export interface SessionClaims {
  sub: number;
  role: Role;
  tv: number;
  /** The sign-in session (account_sessions, lib/sessions/login-sessions.ts); tokens made before sessions have none. */
  sid?: string;
}

/**
 * A KeyObject built once: verifying with a string secret costs ~50x more per request here.
 * HS256 is pinned so a token cannot choose its own algorithm.
 */
export class SessionTokens {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds = 7 * 24 * 3600,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: SessionClaims): string {
    const payload = claims.sid
      ? { role: claims.role, tv: claims.tv, sid: claims.sid }
      : { role: claims.role, tv: claims.tv };
    return jwt.sign(payload, this.key, {
      algorithm: 'HS256',
      subject: String(claims.sub),
      expiresIn: this.ttlSeconds,
    });
  }

  /** The claims of a valid token, or null for any bad, expired or forged one. */
  verify(token: string): SessionClaims | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload === 'string') return null;
      const sub = Number(payload.sub);
      if (!Number.isInteger(sub) || typeof payload.tv !== 'number' || typeof payload.role !== 'string') return null;
      const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
      return { sub, role: payload.role as Role, tv: payload.tv, ...(sid ? { sid } : {}) };
    } catch {
      return null;
    }
  }
}

/** Single-use e-mail tokens: the raw value goes in the link, only its hash is stored. */
export function newEmailToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashEmailToken(raw) };
}

export function hashEmailToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}
