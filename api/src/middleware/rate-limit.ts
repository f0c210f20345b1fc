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

/** The memory a Redis limiter falls back on, telling `onUse` each time it counts instead of Redis. */
class FallbackLimiter extends RateLimiterMemory {
  constructor(
    config: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly onUse: () => void,
  ) {
    super(config);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): ReturnType<RateLimiterMemory['consume']> {
    this.onUse();
    return super.consume(...args);
  }
}

/**
 * In memory for one instance; in Redis (REDIS_URL) when several API instances share the limits. When Redis errors
 * or is not connected, the count goes to this instance's memory instead (rate-limiter-flexible's insurance
 * limiter): the limits hold per instance, and no request fails because Redis is away (ARCHITECTURE §2).
 */
export function createLimiter(
  options: LimiterOptions,
  redis?: Redis,
  onFallback: () => void = () => {},
): RateLimiterAbstract {
  const config = { keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds };
  if (!redis) return new RateLimiterMemory(config);
  return new RateLimiterRedis({
    ...config,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new FallbackLimiter(config, onFallback),
  });
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
