import { z } from 'zod';
import { isoDate, limits, listQuery, numeric, textCharacters } from './common';

/**
 * The office's audit view (GET /admin/audit): every action an admin takes on money, assignments, settings, the
 * price list, releases and accounts, with who, when and what changed. Each action belongs to one kind, the
 * view's filter.
 */
export const adminAuditKinds = [
  'assignment',
  'payments',
  'payouts',
  'pricing',
  'settings',
  'releases',
  'accounts',
  'jobs',
] as const;
export type AdminAuditKind = (typeof adminAuditKinds)[number];

export const adminAuditActions = {
  job_assigned: 'assignment',
  job_reassigned: 'assignment',
  assignment_cancelled: 'assignment',
  marked_paid: 'payments',
  refunded: 'payments',
  payout_recorded: 'payouts',
  price_group_created: 'pricing',
  price_group_changed: 'pricing',
  price_group_deleted: 'pricing',
  price_rules_changed: 'pricing',
  site_settings_changed: 'settings',
  release_chosen: 'releases',
  translator_approved: 'accounts',
  translator_rejected: 'accounts',
  translator_removed: 'accounts',
  translator_featured: 'accounts',
  revision_requested: 'jobs',
  deadline_accepted: 'jobs',
  deadline_declined: 'jobs',
  verification_revoked: 'jobs',
} as const satisfies Record<string, AdminAuditKind>;
export type AdminAuditAction = keyof typeof adminAuditActions;

/** A JOB-000042 code, or the bare number, as the office types it. */
const jobCodePattern = /^(?:JOB-?)?0*(\d{1,9})$/i;

/** The job a typed code names, or null. */
export function jobIdOfCode(value: string): number | null {
  const match = jobCodePattern.exec(value.trim());
  return match ? Number(match[1]) : null;
}

const optionalQueryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine(textCharacters(), 'invalidCharacters')
    .transform((v) => v || undefined)
    .optional();

const optionalDate = z
  .literal('')
  .transform(() => undefined)
  .or(isoDate)
  .optional();

export const adminAuditQuery = listQuery
  .extend({
    pageSize: z.coerce
      .number()
      .int('invalidValue')
      .min(1, 'invalidValue')
      .max(limits.pageSizeMax, 'invalidValue')
      .default(20),
    actor_id: z
      .literal('')
      .transform(() => undefined)
      .or(numeric(z.number({ error: 'invalidValue' }).int('invalidValue').positive('invalidValue')))
      .optional(),
    kind: z
      .literal('')
      .transform(() => undefined)
      .or(z.enum(adminAuditKinds, { error: 'invalidValue' }))
      .optional(),
    /** Days in Europe/Istanbul, both included. */
    from: optionalDate,
    to: optionalDate,
    /** A job code (JOB-000042) or its number. */
    job: optionalQueryText(20).refine((v) => v === undefined || jobIdOfCode(v) !== null, 'invalidJobCode'),
    /** Words of the person the action concerned: a name or an e-mail. */
    user: optionalQueryText(limits.searchText),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'invalidDateRange', path: ['to'] });
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>;

/** One value an action touched; rows copied from the older histories may hold nested ones. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
/** The values before or after the change, by name (dotted for a nested one: `surcharges.urgency.express`). */
export type AuditValues = Record<string, AuditValue>;

/** Nested records become dotted keys, so a change deep inside one shows as that one value. */
export function flatAuditValues(values: AuditValues, prefix = ''): AuditValues {
  const flat: AuditValues = {};
  for (const [key, value] of Object.entries(values)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      Object.assign(flat, flatAuditValues(value, name));
    else flat[name] = value;
  }
  return flat;
}

export interface AdminAuditEntryDto {
  id: number;
  at: string;
  actor_id: number | null;
  /** The admin's name as it was when they acted; null for an account since removed. */
  actor_name: string | null;
  action: AdminAuditAction;
  kind: AdminAuditKind;
  job_id: number | null;
  job_code: string | null;
  subject_user_id: number | null;
  /** The person the action concerned (name and e-mail), as they were named then. */
  subject_label: string | null;
  /** What else was acted on: a setting, a release's remote, a price group. */
  object_key: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
}

export interface AdminAuditPage {
  items: AdminAuditEntryDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /admin/audit/actors: everyone who appears as an actor, for the filter. */
export interface AdminAuditActorDto {
  id: number;
  name: string;
}
