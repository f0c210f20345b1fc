import { z } from 'zod';

/**
 * The answer shapes the contract suite holds the API to: the fields SPEC §3 and §7 name, nothing more (extra fields
 * are allowed, a missing or retyped named field is drift). Where the spec leaves an answer open, the shape is the one
 * clients of this API rely on (ARCHITECTURE §3).
 */
const id = z.number().int().positive();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const money = z.number().nullable();

export const messageAnswer = z.object({ message: z.string().min(1) });
export const noAnswer = z.unknown();

export const loginAnswer = z.object({
  token: z.string().min(1),
  user: z.object({
    id,
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    role: z.enum(['user', 'translator', 'admin']),
  }),
});
export const verifyEmailAnswer = z.object({ success: z.literal(true), email: z.string() });

const outputFile = z.object({ file_name: z.string(), uploaded_at: z.string() });

/** SPEC §3 Job, as every panel reads it. */
export const jobAnswer = z.object({
  id,
  code: z.string().regex(/^JOB-\d{6}$/),
  file_name: z.string(),
  description: z.string(),
  source_lang: z.string(),
  target_lang: z.string(),
  translation_type: z.enum(['official', 'sworn', 'notary', 'apostille', 'consular']),
  specialization: z.enum(['general', 'medical', 'academic', 'legal', 'technical']),
  hat_tur_id: id.nullable(),
  hat_tur_name: z.string().nullable(),
  delivery_date: day,
  status: z.string(),
  is_paid: z.boolean(),
  output_files: z.array(outputFile),
  created_at: z.string(),
});
const customerJob = jobAnswer.extend({
  admin_price: money,
  translator_name: z.string().nullable(),
  assigned_translator_id: id.nullable(),
  assigned_translator_name: z.string().nullable(),
});
const adminJob = customerJob.extend({
  user_name: z.string().nullable(),
  user_surname: z.string().nullable(),
  user_email: z.string().nullable(),
});

/** GET /user/jobs: "an array or an object with jobs" (SPEC §7.2); ours is the object. */
export const customerJobsAnswer = z.object({ jobs: z.array(customerJob), total: z.number() });
export const customerJobAnswer = customerJob;
/** POST /user/pay/{jobId}: the office is told of the payment; the answer says so and carries the job. */
export const paymentNoticeAnswer = z.object({ message: z.string().min(1), job: customerJob });
export const adminJobAnswer = adminJob;
/** A list the spec leaves open answers the paged envelope of ARCHITECTURE §3. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
export const translatorJobAnswer = jobAnswer;
/** A translator's answer after an output upload or delete: the job with its files. */
export const translatorJobEnvelope = z.object({ job: jobAnswer });

/** SPEC §3 Offer, as the translator's own list carries it (both spellings of price and date). */
export const offerAnswer = z.object({
  job_id: id,
  price: z.number(),
  offer_price: z.number(),
  delivery_date: day,
  offer_delivery_date: day,
});
/** A translator's job as the admin's translator page lists it. */
export const translatorJobRowAnswer = z.object({
  id,
  code: z.string().regex(/^JOB-\d{6}$/),
  status: z.string(),
  source_lang: z.string(),
  target_lang: z.string(),
  delivery_date: day,
  admin_price: money,
  is_paid: z.boolean(),
  created_at: z.string(),
});

export const languageAnswer = z.object({ id, name: z.string() });
export const scriptTypeAnswer = z.object({ id, name: z.string(), language_id: id });

/** SPEC §3 translator applicant or approved translator. */
export const translatorAnswer = z.object({
  id,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
});
export const featuredTranslatorAnswer = z.object({ id, name: z.string() });

export const statsAnswer = z.object({
  users: z.number(),
  translators: z.number(),
  pendingJobs: z.number(),
  completedJobs: z.number(),
});
export const financeRowAnswer = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  total_income: z.number(),
  total_expense: z.number(),
  fixed_expense: z.number(),
  net_profit: z.number(),
});

export const pageAnswer = z.object({ id, title: z.string(), slug: z.string(), content: z.string() });
export const serviceAnswer = z.object({ slug: z.string(), title_tr: z.string(), title_en: z.string() });
export const serviceContentAnswer = z.object({ content: z.string() });
export const slideAnswer = z.object({
  id,
  image: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  category: z.string().nullable(),
  status: z.boolean(),
  title_color: z.string(),
  desc_color: z.string(),
  order: z.number(),
});

export const profileAnswer = z.object({
  name: z.string(),
  surname: z.string(),
  birth_date: day.nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  address: z.string().nullable(),
  languages: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export const certificateAnswer = z.object({ id, file_name: z.string(), uploaded_at: z.string() });
export const notificationsAnswer = z.object({ email_notifications: z.boolean(), sms_notifications: z.boolean() });
export const sliderImageAnswer = z.object({ imagePath: z.string().min(1) });
