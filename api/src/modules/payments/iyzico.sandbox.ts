import { loadEnv } from '../../config/env';
import { cardGatewayOf } from './gateway-of';

/**
 * The same calls against iyzico's real sandbox (npm run test:payments:sandbox, not part of npm test): opens a
 * checkout form for 1.00 TRY and reads it back unpaid. Without IYZICO_API_KEY and IYZICO_SECRET_KEY there is
 * nothing to call, and the run says so.
 */
const env = loadEnv();
const keys = Boolean(env.IYZICO_API_KEY && env.IYZICO_SECRET_KEY);
const sandbox = keys ? describe : describe.skip;
if (!keys) console.warn('test:payments:sandbox: IYZICO_API_KEY and IYZICO_SECRET_KEY are not set; nothing was sent.');

sandbox('iyzico sandbox', () => {
  it('opens a checkout form and reads it back as not paid yet', async () => {
    const gateway = cardGatewayOf(env);
    if (!gateway) throw new Error('keys are set but no gateway was made');
    const conversationId = `sandbox-${Date.now()}`;
    const started = await gateway.startCheckout({
      conversationId,
      basketId: 'JOB-000001',
      itemName: 'JOB-000001 Türkçe → İngilizce',
      priceKurus: 100,
      callbackUrl: 'https://example.com/api/payments/iyzico/callback',
      locale: 'tr',
      buyer: {
        id: '1',
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'ayse@example.com',
        identityNumber: '10000000146',
        address: 'Moda Cad. 1, Kadıköy, İstanbul',
        ip: '85.34.78.112',
        registeredAt: new Date(),
      },
    });
    expect(started.paymentPageUrl).toMatch(/^https:\/\//);
    const outcome = await gateway.checkoutOutcome(started.token, conversationId);
    expect(outcome.paid).toBe(false);
  });
});
