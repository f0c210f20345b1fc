import { z } from 'zod';
import { email, idParam, limits, numeric, optionalText, requiredText, textCharacters } from './common';

export { localizedName } from './localized-name';

/** Lengths of the content domain; they match the columns of the initial migration. */
export const contentLimits = {
  title: 200,
  slug: 200,
  url: 500,
  sliderDescription: 1000,
  category: 100,
  comment: 2000,
  contactMessage: limits.description,
  languageName: 100,
  sliderOrderItems: 500,
} as const;

const turkishLetters: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

/**
 * Spec 2.9.4, with Turkish letters transliterated first: "Çalışma Şartları ve Ödeme" →
 * "calisma-sartlari-ve-odeme", not "alma-artlar-ve-deme". Lower-cased by Turkish rules (İ → i, I → ı → i);
 * spaces become hyphens; anything else outside a-z, 0-9 and hyphen is dropped.
 */
export function slugify(title: string): string {
  return title
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşü]/g, (c) => turkishLetters[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

export const slugPattern = /^[a-z0-9-]+$/;

export const slug = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(contentLimits.slug, 'tooLong')
  .regex(slugPattern, 'invalidSlug');

/** Page content is HTML from the rich editor: at most 200 KB of UTF-8. */
export const richContent = z
  .string({ error: 'invalidValue' })
  .refine((v) => new TextEncoder().encode(v).length <= limits.pageContent, 'tooLong');

export const contentLangs = ['tr', 'en'] as const;
export type ContentLang = (typeof contentLangs)[number];
export const contentLang = z.enum(contentLangs, { error: 'invalidValue' });

// ---------- pages ----------
/**
 * An English field of a page: left out, the stored English stays (a caller that knows only the spec's fields keeps
 * it); empty or null, the page shows its Turkish in English too.
 */
const englishTitle = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(contentLimits.title, 'tooLong')
  .refine(textCharacters(), 'invalidCharacters')
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));
const englishContent = richContent
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

export const pageInput = z.object({
  title: requiredText(contentLimits.title),
  slug,
  content: richContent.default(''),
  title_en: englishTitle,
  content_en: englishContent,
});
export type PageInput = z.input<typeof pageInput>;

export interface PageDto {
  id: number;
  title: string;
  slug: string;
  content: string;
  /** English title and body, or null: the Turkish is the fallback. */
  title_en: string | null;
  content_en: string | null;
}

/** GET /public/pages/{slug}?lang=: the title and body in that language, each falling back to the Turkish. */
export interface PublicPageDto {
  title: string;
  slug: string;
  content: string;
  /** The language the body is written in (`tr` when an English page has no English body yet). */
  lang: ContentLang;
}
export const pageLangQuery = z.object({ lang: contentLang.default('tr') });

// ---------- services ----------
export const serviceCreateInput = z.object({
  slug,
  title_tr: requiredText(contentLimits.title),
  title_en: requiredText(contentLimits.title),
});
export type ServiceCreateInput = z.input<typeof serviceCreateInput>;

export const serviceUpdateInput = z.object({
  title_tr: requiredText(contentLimits.title),
  title_en: requiredText(contentLimits.title),
  lang: contentLang,
  content: richContent,
});
export type ServiceUpdateInput = z.input<typeof serviceUpdateInput>;

export const serviceLangQuery = z.object({ lang: contentLang.default('tr') });

export interface ServiceSummaryDto {
  slug: string;
  title_tr: string;
  title_en: string;
}
export interface PublicServiceSummaryDto extends ServiceSummaryDto {
  short_slug: string | null;
}
export interface PublicServiceDto {
  slug: string;
  title: string;
  content: string;
}

// ---------- languages and script types ----------
/** `name_en` is the English name; empty means the Turkish one is shown in English too. */
export const languageInput = z.object({
  name: requiredText(contentLimits.languageName),
  name_en: optionalText(contentLimits.languageName),
});
export type LanguageInput = z.input<typeof languageInput>;

export const scriptTypeInput = z.object({
  name: requiredText(contentLimits.languageName),
  name_en: optionalText(contentLimits.languageName),
  language_id: idParam,
});
export type ScriptTypeInput = z.input<typeof scriptTypeInput>;

/** The spec's calls always ask for language_id=1 (Osmanlıca), which is also the default. */
export const scriptTypeQuery = z.object({ language_id: idParam.default(1) });

export interface LanguageDto {
  id: number;
  name: string;
  /** English name, or null: the Turkish is the fallback. */
  name_en: string | null;
}
export interface ScriptTypeDto {
  id: number;
  name: string;
  name_en: string | null;
  language_id: number;
}

// ---------- sliders ----------
const hexColor = /^#[0-9a-fA-F]{6}$/;

/**
 * An http(s) address, or a site path under /uploads/ or /images/ without any climbing out of it. Stored upload
 * names keep Turkish letters (Kapak_Görseli.jpg), so the path admits any letter or digit.
 */
export function isSliderImage(value: string): boolean {
  if (/^\/(uploads|images)\/[\p{L}\p{N}_./-]+$/u.test(value)) return !value.includes('..');
  return isHttpUrl(value);
}

/** "www.example.com/x" as typed into a link field means https://www.example.com/x; anything else stays as given. */
export function withLinkScheme(value: string): string {
  return /^www\.[^\s/\\]+\.[^\s\\]+$/i.test(value) ? `https://${value}` : value;
}

/** A site-internal path (not protocol-relative) or an http(s) address: never javascript:, data: and the like. */
export function isSliderLink(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  return isHttpUrl(value);
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[\s\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const color = (fallback: string) =>
  z
    .string({ error: 'invalidColor' })
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : fallback))
    .refine((v) => hexColor.test(v), 'invalidColor')
    .transform((v) => v.toLowerCase());

/** The form's checkbox may arrive as a boolean, 0/1 or "true"/"false". */
const published = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])], { error: 'invalidValue' })
  .optional()
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');

export const sliderInput = z.object({
  image: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(contentLimits.url, 'tooLong')
    .refine(isSliderImage, 'invalidImageUrl'),
  title: requiredText(contentLimits.title),
  description: requiredText(contentLimits.sliderDescription, { multiline: true }),
  title_en: optionalText(contentLimits.title),
  description_en: optionalText(contentLimits.sliderDescription, { multiline: true }),
  link: optionalText(contentLimits.url)
    .transform((v) => (v === null ? v : withLinkScheme(v)))
    .refine((v) => v === null || isSliderLink(v), 'invalidLink'),
  category: optionalText(contentLimits.category),
  category_en: optionalText(contentLimits.category),
  status: published,
  title_color: color('#ffffff'),
  desc_color: color('#dddddd'),
});
export type SliderInput = z.input<typeof sliderInput>;

export const sliderOrderInput = z
  .array(
    z.object(
      {
        id: idParam,
        order: numeric(
          z.number({ error: 'invalidValue' }).int('invalidValue').min(0, 'invalidValue').max(100_000, 'invalidValue'),
        ),
      },
      { error: 'invalidValue' },
    ),
    { error: 'invalidValue' },
  )
  .min(1, 'invalidValue')
  .max(contentLimits.sliderOrderItems, 'invalidValue')
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'invalidValue');
export type SliderOrderInput = z.input<typeof sliderOrderInput>;

export interface SliderDto {
  id: number;
  image: string;
  title: string;
  description: string;
  /** English title and caption, or null: the Turkish is the fallback. */
  title_en: string | null;
  description_en: string | null;
  link: string | null;
  /** The slide's tag in Turkish, and in English or null (the Turkish is then shown, marked as Turkish). */
  category: string | null;
  category_en: string | null;
  status: boolean;
  title_color: string;
  desc_color: string;
  order: number;
}

export interface SliderImageResult {
  imagePath: string;
}

// ---------- testimonials ----------
/** Field order is the order the messages are shown in: rating, comment, name. */
export const testimonialInput = z.object({
  stars: numeric(
    z.number({ error: 'ratingRequired' }).int('invalidValue').min(1, 'ratingRequired').max(5, 'invalidValue'),
  ),
  comment: z
    .string({ error: 'commentRequired' })
    .trim()
    .min(1, 'commentRequired')
    .max(contentLimits.comment, 'tooLong')
    .refine(textCharacters({ multiline: true }), 'invalidCharacters'),
  name: z
    .string({ error: 'yourNameRequired' })
    .trim()
    .min(1, 'yourNameRequired')
    .max(limits.name, 'tooLong')
    .refine(textCharacters(), 'invalidCharacters'),
});
export type TestimonialInput = z.input<typeof testimonialInput>;

/** Signed in, the name comes from the account: the form's read-only name field is ignored. */
export const testimonialInputSignedIn = testimonialInput.extend({
  name: z.string({ error: 'invalidValue' }).max(1000, 'tooLong').optional().nullable(),
});

export const testimonialStatuses = ['pending', 'approved'] as const;
export type TestimonialStatus = (typeof testimonialStatuses)[number];

export const testimonialListQuery = z.object({
  page: z.coerce.number({ error: 'invalidValue' }).int('invalidValue').min(1, 'invalidValue').default(1),
  pageSize: z.coerce
    .number({ error: 'invalidValue' })
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(limits.pageSizeMax, 'invalidValue')
    .default(10),
  status: z.enum(testimonialStatuses, { error: 'invalidValue' }).optional(),
});

export interface PublicTestimonialDto {
  id: number;
  name: string;
  comment: string;
  stars: number;
  created_at: string;
}
export interface TestimonialDto extends PublicTestimonialDto {
  status: TestimonialStatus;
  user_id: number | null;
}

// ---------- contact ----------
export const contactInput = z.object({
  name: requiredText(limits.name),
  email,
  message: requiredText(contentLimits.contactMessage, { multiline: true }),
  /** The honeypot: hidden from people; any value makes the request a silent no-op. */
  hp: z.string({ error: 'invalidValue' }).max(1000, 'tooLong').optional(),
});
export type ContactInput = z.input<typeof contactInput>;
