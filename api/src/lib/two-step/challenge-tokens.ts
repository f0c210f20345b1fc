import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface Challenge {
  sub: number;
  tv: number;
}

const audience = 'second-step';

/**
 * The challenge POST /auth/login answers an account with two-step sign-in: a short-lived JWT saying "this account
 * gave its password", signed with a key derived from JWT_SECRET for this purpose alone, so it can never pass as a
 * session token (lib/tokens.ts) nor a session token as a challenge. It carries the token version: a password
 * change voids challenges given before it.
 */
export class ChallengeTokens {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    readonly ttlSeconds = 5 * 60,
  ) {
    this.key = createSecretKey(createHmac('sha256', secret).update('second-step challenge').digest());
  }

  sign(challenge: Challenge): string {
    return jwt.sign({ tv: challenge.tv }, this.key, {
      algorithm: 'HS256',
      subject: String(challenge.sub),
      audience,
      expiresIn: this.ttlSeconds,
    });
  }

  verify(token: string): Challenge | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], audience });
      if (typeof payload === 'string') return null;
      const sub = Number(payload.sub);
      if (!Number.isInteger(sub) || typeof payload.tv !== 'number') return null;
      return { sub, tv: payload.tv };
    } catch {
      return null;
    }
  }
}
