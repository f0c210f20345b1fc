import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { countryCodes } from './country-names';
import {
  TURKIYE,
  paperDeliveryApplies,
  paperDeliveryMethods,
  type PaperDeliveryMethod,
  type PaperDeliveryStatus,
} from './paper-delivery-kinds';

export * from './paper-delivery-kinds';

/**
 * A sworn, notarised, apostilled or consular translation is a stamped paper: the customer says at the order how it
 * reaches them — collected at the office, by courier within Türkiye, or by international post — and the office
 * records the shipping step (carrier and tracking number, or "ready to collect"). The order form, the API and the
 * job pages all ask this file; its fixed lists and rules are in paper-delivery-kinds.ts, without zod.
 */

const phone = optionalText(30).refine((v) => v === null || /^\+?[\d ()-]{7,30}$/.test(v), 'invalidPhone');
const country = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => v.toUpperCase())
  .refine((v) => countryCodes.includes(v), 'invalidValue');

/** PUT /user/postal-address, and the address part of an order: where a stamped paper is sent. */
export const postalAddressInput = z.object({
  recipient: requiredText(200),
  address: requiredText(500, { multiline: true }),
  city: requiredText(100),
  postal_code: optionalText(20),
  country,
  phone,
});
export type PostalAddressInput = z.input<typeof postalAddressInput>;
export type PostalAddressData = z.output<typeof postalAddressInput>;
export type PostalAddressDto = PostalAddressData;

/** The delivery fields of POST /user/upload (multipart strings), every one optional: the spec's upload sends none. */
export const paperDeliveryUploadFields = {
  shipping_method: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!(paperDeliveryMethods as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: 'invalidValue' });
        return z.NEVER;
      }
      return v as PaperDeliveryMethod;
    }),
  shipping_recipient: z.string().optional(),
  shipping_address: z.string().optional(),
  shipping_city: z.string().optional(),
  shipping_postal_code: z.string().optional(),
  shipping_country: z.string().optional(),
  shipping_phone: z.string().optional(),
};
export type PaperDeliveryUploadFields = {
  shipping_method: PaperDeliveryMethod | null;
} & Partial<Record<`shipping_${keyof PostalAddressData}`, string>>;

export type PaperDeliveryChoice =
  { method: 'collect'; address: null } | { method: 'courier' | 'post'; address: PostalAddressData };

/** The order's delivery as the server keeps it, or the field errors (keyed `shipping_*`, message codes). */
export function paperDeliveryOf(
  type: string,
  fields: PaperDeliveryUploadFields,
): { choice: PaperDeliveryChoice | null; errors: Record<string, string> } {
  // a stale choice for a type with no paper is ignored, as the Ottoman fields are for another source language
  if (!fields.shipping_method || !paperDeliveryApplies(type)) return { choice: null, errors: {} };
  const method = fields.shipping_method;
  if (method === 'collect') return { choice: { method, address: null }, errors: {} };
  const parsed = postalAddressInput.safeParse({
    recipient: fields.shipping_recipient ?? '',
    address: fields.shipping_address ?? '',
    city: fields.shipping_city ?? '',
    postal_code: fields.shipping_postal_code ?? '',
    country: fields.shipping_country ?? '',
    phone: fields.shipping_phone ?? '',
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[`shipping_${String(issue.path[0])}`] ??= issue.message;
    return { choice: null, errors };
  }
  const address = parsed.data;
  // a courier carries within Türkiye; a paper going abroad travels by international post
  if (method === 'courier' && address.country !== TURKIYE)
    return { choice: null, errors: { shipping_country: 'courierTurkiyeOnly' } };
  if (method === 'post' && address.country === TURKIYE)
    return { choice: null, errors: { shipping_country: 'postAbroadOnly' } };
  return { choice: { method, address }, errors: {} };
}

/** PUT /admin/job/{id}/paper-delivery: the office sent the paper (carrier, tracking number) or it waits at the office. */
export const paperShippingInput = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal('shipped'), carrier: requiredText(100), tracking_number: requiredText(100) }),
    z.object({ step: z.literal('ready') }),
  ],
  { error: 'invalidValue' },
);
export type PaperShippingInput = z.input<typeof paperShippingInput>;
export type PaperShippingData = z.output<typeof paperShippingInput>;

/** Where the customer sends the original, and whom they ask: the office's contact data from "Site ayarları". */
export interface OfficeContactDto {
  address: string;
  phone: string;
  email: string;
}

/** GET /user/job/{id}/paper-delivery and GET /admin/job/{id}/paper-delivery answer `{ paper_delivery }`. */
export interface PaperDeliveryDto {
  method: PaperDeliveryMethod;
  address: PostalAddressDto | null;
  status: PaperDeliveryStatus;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  ready_at: string | null;
  /** The customer must send the original document to the office (apostille, consular legalisation). */
  original_needed: boolean;
  office: OfficeContactDto;
}
