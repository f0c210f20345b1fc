import { z } from 'zod';
import { requiredText, optionalText } from './common';
import { isValidTckn, isValidVkn } from './tax-ids';

/**
 * Who a receipt is made out to: a person with a T.C. kimlik no, or a company with its VKN and tax office. Asked
 * once at payment and kept in the profile (GET/PUT /user/billing-details).
 */
const digits = (n: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v.length > 0, 'required')
    .refine((v) => new RegExp(`^\\d{${n}}$`).test(v), n === 11 ? 'invalidTckn' : 'invalidVkn');

const individual = z.object({
  kind: z.literal('individual'),
  full_name: requiredText(200),
  tckn: digits(11).refine(isValidTckn, 'invalidTckn'),
  address: requiredText(500, { multiline: true }),
});

const company = z.object({
  kind: z.literal('company'),
  full_name: requiredText(200),
  company_name: requiredText(200),
  vkn: digits(10).refine(isValidVkn, 'invalidVkn'),
  tax_office: requiredText(100),
  address: requiredText(500, { multiline: true }),
});

export const billingDetailsInput = z.discriminatedUnion('kind', [individual, company], { error: 'invalidValue' });
export type BillingDetailsInput = z.input<typeof billingDetailsInput>;
export type BillingDetailsData = z.output<typeof billingDetailsInput>;

export interface BillingDetailsDto {
  kind: 'individual' | 'company';
  full_name: string;
  tckn: string | null;
  company_name: string | null;
  vkn: string | null;
  tax_office: string | null;
  address: string;
}

/** POST /user/job/{id}/card-payment: the billing details may come along (they are then saved to the profile). */
export const cardPaymentInput = z.object({ billing: billingDetailsInput.optional() });
export type CardPaymentInput = z.input<typeof cardPaymentInput>;

/** The iyzico page the browser goes to next. */
export interface CardPaymentStartDto {
  payment_page_url: string;
}

/** GET /public/payment-options: which ways to pay this installation offers besides the bank transfer. */
export interface PaymentOptionsDto {
  card: boolean;
}

/** POST /admin/job/{id}/refund: without an amount, what is left of the card payment goes back. */
export const refundInput = z.object({
  amount: z
    .number({ error: 'invalidValue' })
    .positive('invalidValue')
    .max(10_000_000, 'invalidValue')
    // money has kuruş, not fractions of them
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'invalidValue')
    .optional(),
  note: optionalText(300),
});
export type RefundInput = z.input<typeof refundInput>;

/** What the admin's job detail shows of a card payment. */
export interface CardPaymentSummaryDto {
  paid: string;
  refunded: string;
  refundable: string;
  paid_at: string;
}

/** The outcome of the card payment the job page reads from `?payment=` after iyzico's callback. */
export const cardPaymentOutcomes = ['paid', 'failed', 'refused'] as const;
export type CardPaymentOutcome = (typeof cardPaymentOutcomes)[number];
