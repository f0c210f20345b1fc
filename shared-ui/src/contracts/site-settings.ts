import { z } from 'zod';
import { email, numeric } from './common';
import { officeBillingSettingsShape, type OfficeBillingSettings } from './office-billing-settings';
import { fileRetentionSettingsShape, type FileRetentionSettings } from './file-retention';
import { isValidIban, normalizeIban } from './iban';

export { formatIban, isValidIban, normalizeIban } from './iban';

/**
 * The admin's "Site ayarları": bank details for transfers, the office's usual time to send a price, and the
 * contact data. The environment gives the defaults; a saved value overrides it.
 */
export interface SiteSettingsDto extends OfficeBillingSettings, FileRetentionSettings {
  bank_name: string;
  bank_account_holder: string;
  /** Stored without spaces; shown in groups of four. */
  bank_iban: string;
  usual_quote_hours: number;
  contact_phone: string;
  contact_email: string;
  whatsapp_number: string;
  /** Admins must sign in with two steps; one without it is sent to set it up before the panel opens. */
  admins_require_two_step: boolean;
}
export type SiteSettingKey = keyof SiteSettingsDto;

const text = (max: number) => z.string({ error: 'required' }).trim().max(max, 'tooLong');

/** PUT /admin/site-settings: the whole set; an empty bank field means "not shown". */
export const siteSettingsInput = z.object({
  bank_name: text(100),
  bank_account_holder: text(100),
  bank_iban: text(40)
    .transform(normalizeIban)
    .refine((v) => v === '' || isValidIban(v), 'invalidIban'),
  usual_quote_hours: numeric(
    z.number({ error: 'required' }).int('invalidValue').min(1, 'invalidValue').max(720, 'invalidValue'),
  ),
  contact_phone: text(30).refine((v) => v === '' || /^\+?[\d ()-]{7,30}$/.test(v), 'invalidPhone'),
  contact_email: email,
  whatsapp_number: z
    .string({ error: 'required' })
    .trim()
    .transform((v) => v.replace(/[\s+()-]/g, ''))
    .refine((v) => /^\d{8,15}$/.test(v), 'invalidWhatsapp'),
  ...officeBillingSettingsShape,
  admins_require_two_step: z.boolean({ error: 'invalidValue' }).optional(),
  ...fileRetentionSettingsShape,
});
export type SiteSettingsInput = z.infer<typeof siteSettingsInput>;

/** One audited change of a site setting (GET /admin/site-settings answers the last ones). */
export interface SiteSettingChangeDto {
  id: number;
  key: SiteSettingKey;
  old_value: string | null;
  new_value: string;
  actor_name: string | null;
  at: string;
}

export interface AdminSiteSettingsDto {
  settings: SiteSettingsDto;
  changes: SiteSettingChangeDto[];
}
