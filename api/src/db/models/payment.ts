import { Model } from 'objection';

/** One iyzico checkout form opened for a job (modules/payments). */
export class CardPayment extends Model {
  static override tableName = 'card_payments';
  declare id: number;
  declare job_id: number;
  declare user_id: number;
  declare conversation_id: string;
  declare token: string | null;
  declare price: string;
  declare currency: string;
  declare status: 'started' | 'paid' | 'failed' | 'refunded';
  declare provider_payment_id: string | null;
  declare provider_transaction_id: string | null;
  declare failure: string | null;
  declare refunded_amount: string;
  declare created_at: Date;
  declare paid_at: Date | null;
}

export class CardRefund extends Model {
  static override tableName = 'card_refunds';
  declare id: number;
  declare card_payment_id: number;
  declare amount: string;
  declare actor_id: number;
  declare created_at: Date;
}

/** Who a receipt is made out to; personal data, deleted with the account. */
export class BillingDetails extends Model {
  static override tableName = 'billing_details';
  static override idColumn = 'user_id';
  declare user_id: number;
  declare kind: 'individual' | 'company';
  declare full_name: string;
  declare tckn: string | null;
  declare company_name: string | null;
  declare vkn: string | null;
  declare tax_office: string | null;
  declare address: string;
  declare updated_at: Date;
}

export class Receipt extends Model {
  static override tableName = 'receipts';
  static override jsonAttributes = ['content'];
  declare id: number;
  declare job_id: number;
  declare year: number;
  declare number: number;
  declare method: 'card' | 'bank_transfer';
  declare card_payment_id: number | null;
  declare total: string;
  declare vat: string;
  /** Percent with two decimals (numeric column): "20.00". */
  declare vat_rate: string;
  declare content: unknown;
  declare issued_at: Date;
}
