import { z } from 'zod';
import { numeric, requiredText } from './common';
import { deliveryDate, normalizeTranslationType, translationTypes } from './jobs';
import { legibilityLevels, ottomanIntakeFields, ottomanOutputs } from './ottoman-intake';
import { urgencyDays, type SurchargeKind } from './pricing-rules';

/**
 * The office's price list (admin, Site ayarları → Fiyat listesi) and the instant estimate. The API speaks lira
 * with two decimals and percentages; it stores kuruş and basis points (pricing-rules.ts).
 */

/** A language group the office prices alike, e.g. "Avrupa dilleri": its languages and its page and word prices. */
export interface PriceGroupDto {
  id: number;
  name_tr: string;
  name_en: string;
  per_page: number;
  per_word: number;
  languages: { id: number; name: string }[];
}

export interface SurchargeDto {
  percent: number;
  fixed: number;
}

/** Every surcharge, by kind and key: the keys are the job vocabulary's (translation types, legibility, ...). */
export type SurchargesDto = { [K in SurchargeKind]: Record<string, SurchargeDto> };

export interface PriceRulesDto {
  surcharges: SurchargesDto;
  minimum: number;
  vat_percent: number;
  /** The office's pace: an estimate's delivery is never earlier than the pages at this rate allow. */
  pages_per_day: number;
}

export interface PriceListChangeDto {
  id: number;
  entity: 'group' | 'rules';
  entity_id: number | null;
  before: unknown;
  after: unknown;
  actor_name: string | null;
  at: string;
}

export interface AdminPriceListDto {
  groups: PriceGroupDto[];
  rules: PriceRulesDto;
  changes: PriceListChangeDto[];
}

/** Money that may be zero (a price list's "no surcharge"): two decimals at most. */
const amount = numeric(
  z
    .number({ error: 'required' })
    .min(0, 'invalidPrice')
    .max(10_000_000, 'invalidPrice')
    .refine(
      (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'invalidPrice',
    ),
);
const percent = numeric(
  z
    .number({ error: 'required' })
    .min(0, 'invalidPercent')
    .max(1000, 'invalidPercent')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'invalidPercent'),
);
const groupName = requiredText();

/** POST and PUT /admin/price-list/groups: a group with at least one language; prices in lira. */
export const priceGroupInput = z.object({
  name_tr: groupName,
  name_en: groupName,
  per_page: amount,
  per_word: amount,
  language_ids: z
    .array(numeric(z.number().int('invalidValue').positive('invalidValue').max(2_147_483_647, 'invalidValue')), {
      error: 'required',
    })
    .min(1, 'required')
    .max(200, 'invalidValue')
    .refine((ids) => new Set(ids).size === ids.length, 'invalidValue'),
});
export type PriceGroupInput = z.infer<typeof priceGroupInput>;

const surcharge = z.object({ percent, fixed: amount });
const surchargesOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, surcharge])) as Record<T[number], typeof surcharge>);

/** PUT /admin/price-list/rules: every surcharge, the minimum charge, KDV and the office's pace. */
export const priceRulesInput = z.object({
  surcharges: z.object({
    translation_type: surchargesOf(translationTypes),
    urgency: surchargesOf(urgencyDays),
    legibility: surchargesOf(legibilityLevels),
    ottoman_output: surchargesOf(ottomanOutputs),
  }),
  minimum: amount,
  vat_percent: numeric(
    z
      .number({ error: 'required' })
      .min(0, 'invalidPercent')
      .max(100, 'invalidPercent')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'invalidPercent'),
  ),
  pages_per_day: numeric(
    z.number({ error: 'required' }).int('invalidValue').min(1, 'invalidValue').max(1000, 'invalidValue'),
  ),
});
export type PriceRulesInput = z.infer<typeof priceRulesInput>;

const languageName = requiredText();

/**
 * POST /public/estimate (multipart; the document travels in `file`): the upload form's pricing fields. The
 * Ottoman intake's page count doubles as the page count of a scan; its legibility and output style are optional
 * here and priced when given.
 */
export const estimateFields = z.object({
  source_lang: languageName,
  target_lang: languageName,
  translation_type: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(50, 'tooLong')
    .transform((v, ctx) => {
      const key = normalizeTranslationType(v);
      if (!key) ctx.addIssue({ code: 'custom', message: 'invalidValue' });
      return key ?? z.NEVER;
    }),
  delivery_date: z.string({ error: 'required' }).trim().min(1, 'required').pipe(deliveryDate),
  ...ottomanIntakeFields,
});
export type EstimateFields = z.infer<typeof estimateFields>;

export interface EstimateLineDto {
  label: string;
  amount: number;
}

export interface EstimateDto {
  total: number;
  currency: 'TRY';
  vat_included: true;
  pages: number;
  words: number | null;
  /** YYYY-MM-DD: the date asked for, or later when the office's pace needs more days. */
  due_date: string;
  lines: EstimateLineDto[];
  /** How the base was counted: by the word (text documents) or by the page. */
  basis: 'words' | 'pages';
  /** Where the pages came from: the document itself or the page count the customer gave. */
  pages_from: 'document' | 'customer';
}

export const estimateReasons = ['notCountable', 'languageNotPriced'] as const;
export type EstimateReason = (typeof estimateReasons)[number];

/** POST /public/estimate answers one of these; `message` is the reason in the reader's language. */
export type EstimateAnswer = { estimate: EstimateDto } | { estimate: null; reason: EstimateReason; message: string };

/** The estimate kept with a job (POST /user/upload computes it from the stored file); admins only. */
export interface JobEstimateDto {
  total: number;
  pages: number;
  words: number | null;
  /** 'customer': the page count the customer typed for a scan; 'document': counted in the file. */
  pages_from: 'document' | 'customer';
  due_date: string;
  lines: EstimateLineDto[];
  made_at: string;
}
