import Iyzipay from 'iyzipay';
import { z } from 'zod';
import {
  CardGatewayError,
  type CardGateway,
  type CheckoutOutcome,
  type CheckoutRequest,
  type CheckoutStarted,
  type RefundRequest,
} from './card-gateway';
import { hasValidSignature, iyzicoPrice, kurusOf } from './iyzico-signature';

export interface IyzicoConfig {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
}

const failure = z.object({
  status: z.literal('failure'),
  errorCode: z.string().optional(),
  errorMessage: z.string().optional(),
});
const started = z.object({
  status: z.literal('success'),
  token: z.string().min(1),
  paymentPageUrl: z.string().url(),
  conversationId: z.string(),
  signature: z.string().optional(),
});
const retrieved = z.object({
  status: z.literal('success'),
  paymentStatus: z.string(),
  paymentId: z.string().nullish(),
  price: z.union([z.number(), z.string()]).nullish(),
  paidPrice: z.union([z.number(), z.string()]).nullish(),
  currency: z.string().nullish(),
  basketId: z.string().nullish(),
  conversationId: z.string().nullish(),
  token: z.string(),
  signature: z.string().optional(),
  errorMessage: z.string().nullish(),
  itemTransactions: z.array(z.object({ paymentTransactionId: z.union([z.string(), z.number()]) })).nullish(),
});

/** The client's callbacks as promises; an unreachable provider or an unreadable answer is a CardGatewayError. */
function call<T>(run: (done: (err: Error | null, result: unknown) => void) => void, shape: z.ZodType<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    run((err, result) => {
      if (err) return reject(new CardGatewayError(`iyzico unreachable: ${err.message}`));
      const refused = failure.safeParse(result);
      if (refused.success)
        return reject(new CardGatewayError(refused.data.errorMessage ?? 'refused', refused.data.errorCode ?? null));
      const parsed = shape.safeParse(result);
      if (!parsed.success) return reject(new CardGatewayError('iyzico answered in an unknown shape'));
      resolve(parsed.data);
    });
  });
}

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** iyzico's Checkout Form (hosted page with 3-D Secure) and refunds, through the official `iyzipay` client. */
export function iyzicoGateway(config: IyzicoConfig): CardGateway {
  const client = new Iyzipay({ apiKey: config.apiKey, secretKey: config.secretKey, uri: config.baseUrl });
  const signed = (fields: (string | number | null | undefined)[], signature: string | undefined) => {
    // iyzico signs its answers; an answer without a valid signature did not come from them
    if (
      !hasValidSignature(
        fields.map((f) => String(f ?? '')),
        config.secretKey,
        signature,
      )
    )
      throw new CardGatewayError('iyzico answer carries no valid signature');
  };

  return {
    async startCheckout(r: CheckoutRequest): Promise<CheckoutStarted> {
      const price = iyzicoPrice(r.priceKurus);
      const address = {
        contactName: `${r.buyer.name} ${r.buyer.surname}`,
        city: 'Istanbul',
        country: 'Turkey',
        address: r.buyer.address,
      };
      const answer = await call(
        (done) =>
          client.checkoutFormInitialize.create(
            {
              locale: r.locale === 'en' ? Iyzipay.LOCALE.EN : Iyzipay.LOCALE.TR,
              conversationId: r.conversationId,
              price,
              paidPrice: price,
              currency: Iyzipay.CURRENCY.TRY,
              basketId: r.basketId,
              paymentGroup: Iyzipay.PAYMENT_GROUP.PRODUCT,
              callbackUrl: r.callbackUrl,
              enabledInstallments: [1],
              buyer: {
                id: r.buyer.id,
                name: r.buyer.name,
                surname: r.buyer.surname,
                email: r.buyer.email,
                identityNumber: r.buyer.identityNumber,
                registrationAddress: r.buyer.address,
                registrationDate: stamp(r.buyer.registeredAt),
                ip: r.buyer.ip,
                city: 'Istanbul',
                country: 'Turkey',
              },
              shippingAddress: address,
              billingAddress: address,
              basketItems: [
                {
                  id: r.basketId,
                  name: r.itemName,
                  category1: 'Translation',
                  itemType: Iyzipay.BASKET_ITEM_TYPE.VIRTUAL,
                  price,
                },
              ],
            } as unknown as Parameters<typeof client.checkoutFormInitialize.create>[0],
            done as Parameters<typeof client.checkoutFormInitialize.create>[1],
          ),
        started,
      );
      signed([answer.conversationId, answer.token], answer.signature);
      return { token: answer.token, paymentPageUrl: answer.paymentPageUrl };
    },

    async checkoutOutcome(token: string, conversationId: string): Promise<CheckoutOutcome> {
      const a = await call(
        (done) =>
          client.checkoutForm.retrieve(
            { locale: Iyzipay.LOCALE.TR, conversationId, token } as Parameters<typeof client.checkoutForm.retrieve>[0],
            done as Parameters<typeof client.checkoutForm.retrieve>[1],
          ),
        retrieved,
      );
      signed(
        [a.paymentStatus, a.paymentId, a.currency, a.basketId, a.conversationId, a.paidPrice, a.price, a.token],
        a.signature,
      );
      const transaction = a.itemTransactions?.[0]?.paymentTransactionId;
      return {
        paid: a.paymentStatus === 'SUCCESS',
        paymentId: a.paymentId ?? null,
        transactionId: transaction === undefined ? null : String(transaction),
        paidKurus: kurusOf(a.paidPrice),
        priceKurus: kurusOf(a.price),
        currency: a.currency ?? '',
        basketId: a.basketId ?? '',
        conversationId: a.conversationId ?? '',
        failure: a.paymentStatus === 'SUCCESS' ? null : (a.errorMessage ?? a.paymentStatus),
      };
    },

    async refund(r: RefundRequest): Promise<void> {
      await call(
        (done) =>
          client.refund.create(
            {
              locale: Iyzipay.LOCALE.TR,
              conversationId: r.conversationId,
              paymentTransactionId: r.transactionId,
              price: iyzicoPrice(r.kurus),
              currency: Iyzipay.CURRENCY.TRY,
              ip: r.ip,
            } as Parameters<typeof client.refund.create>[0],
            done as Parameters<typeof client.refund.create>[1],
          ),
        z.object({ status: z.literal('success'), paymentId: z.union([z.string(), z.number()]) }),
      );
    },
  };
}
