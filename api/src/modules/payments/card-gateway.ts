/**
 * What the payments module needs from a card payment provider; iyzico-gateway.ts implements it with iyzico's
 * official client. Money travels in kuruş (integers) on this side of the interface.
 */
export interface CheckoutRequest {
  conversationId: string;
  /** The job: one basket, one item. */
  basketId: string;
  itemName: string;
  priceKurus: number;
  callbackUrl: string;
  locale: 'tr' | 'en';
  buyer: {
    id: string;
    name: string;
    surname: string;
    email: string;
    identityNumber: string;
    address: string;
    ip: string;
    registeredAt: Date;
  };
}

export interface CheckoutStarted {
  token: string;
  paymentPageUrl: string;
}

/** The provider's own account of a checkout form, read by its token (never taken from the callback's body). */
export interface CheckoutOutcome {
  paid: boolean;
  paymentId: string | null;
  transactionId: string | null;
  paidKurus: number;
  priceKurus: number;
  currency: string;
  basketId: string;
  conversationId: string;
  /** The provider's reason when it did not pay. */
  failure: string | null;
}

export interface RefundRequest {
  conversationId: string;
  transactionId: string;
  kurus: number;
  ip: string;
}

export interface CardGateway {
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  checkoutOutcome(token: string, conversationId: string): Promise<CheckoutOutcome>;
  refund(request: RefundRequest): Promise<void>;
}

/** The provider refused or could not be reached; the caller answers 503 or a clear message, never a 500. */
export class CardGatewayError extends Error {
  constructor(
    message: string,
    readonly providerCode: string | null = null,
  ) {
    super(message);
  }
}
