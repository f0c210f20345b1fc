import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../errors/app-error';
import type { AppState } from '../types';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** In memory for one instance; in Redis (REDIS_URL) when several API instances share the limits. */
export function createLimiter(options: LimiterOptions, redis?: Redis): RateLimiterAbstract {
  const config = { keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds };
  return redis ? new RateLimiterRedis({ ...config, storeClient: redis }) : new RateLimiterMemory(config);
}

export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    throw err;
  }
}

/** Takes one point if there is one left: true when the action may go ahead. Never throws for the limit. */
export async function tryConsume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}

/** Counts every request from one IP to the routes it guards. */
export function rateLimitByIp(limiter: RateLimiterAbstract): Middleware<AppState> {
  return async function limitByIp(ctx, next) {
    await consumeOrThrow(limiter, ctx.ip);
    await next();
  };
}
