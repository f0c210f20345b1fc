import type { Env } from '../../config/env';
import type { CardGateway } from './card-gateway';
import { iyzicoGateway } from './iyzico-gateway';

// the client reads its resource folder when made: one per configuration, not one per request
const made = new WeakMap<Env, CardGateway>();

/** iyzico when both keys are configured; without them the site offers no card (and everything else works). */
export function cardGatewayOf(env: Env): CardGateway | null {
  if (!env.IYZICO_API_KEY || !env.IYZICO_SECRET_KEY) return null;
  let gateway = made.get(env);
  if (!gateway) {
    gateway = iyzicoGateway({
      apiKey: env.IYZICO_API_KEY,
      secretKey: env.IYZICO_SECRET_KEY,
      baseUrl: env.IYZICO_BASE_URL,
    });
    made.set(env, gateway);
  }
  return gateway;
}
