import {
  fileRetentionDefaults,
  officeBillingDefaults,
  type AdminSiteSettingsDto,
  type SiteSettingKey,
  type SiteSettingsDto,
  type SiteSettingsInput,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { findLastChanges, findSavedSettings, saveSetting } from './repository';
import { recordAdminAction } from '../admin-audit/record-admin-action';

type Deps = Pick<AppDeps, 'db' | 'env'>;

/** The environment's values: what the site shows until an admin saves "Site ayarları". */
function defaults(env: AppDeps['env']): SiteSettingsDto {
  return {
    bank_name: env.BANK_NAME,
    bank_account_holder: env.BANK_ACCOUNT_HOLDER,
    bank_iban: env.BANK_IBAN.replace(/\s+/g, '').toUpperCase(),
    usual_quote_hours: env.USUAL_QUOTE_HOURS,
    contact_phone: env.CONTACT_PHONE,
    contact_email: env.SITE_EMAIL,
    whatsapp_number: env.WHATSAPP_NUMBER,
    ...officeBillingDefaults,
    admins_require_two_step: false,
    ...fileRetentionDefaults,
  };
}

function withValue(settings: SiteSettingsDto, key: string, value: string): SiteSettingsDto {
  if (!(key in settings)) return settings; // a key this version no longer knows
  const k = key as SiteSettingKey;
  if (k === 'admins_require_two_step') return { ...settings, [k]: value === 'true' };
  return { ...settings, [k]: typeof settings[k] === 'number' ? Number(value) : value };
}

/** The settings in force: saved rows over the environment's defaults. One small table, read per request. */
export async function readSiteSettings(deps: Deps): Promise<SiteSettingsDto> {
  const rows = await findSavedSettings(deps.db);
  return rows.reduce((s, r) => withValue(s, r.key, r.value), defaults(deps.env));
}

/** Saves the keys whose value changed, each with an audit row (who, old value, new value), in one transaction. */
export async function updateSiteSettings(deps: Deps, actorId: number, input: SiteSettingsInput): Promise<void> {
  const current = await readSiteSettings(deps);
  await deps.db.transaction(async (trx) => {
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    for (const key of Object.keys(input) as SiteSettingKey[]) {
      if (input[key] === undefined) continue; // a key the request left out stays as it is
      const value = String(input[key]);
      const old = String(current[key]);
      if (value === old) continue;
      await saveSetting(trx, { key, value, oldValue: old, actorId });
      before[key] = old;
      after[key] = value;
    }
    const keys = Object.keys(after);
    if (keys.length)
      await recordAdminAction(trx, {
        actorId,
        action: 'site_settings_changed',
        objectKey: keys.join(', ').slice(0, 120),
        before,
        after,
      });
  });
}

export async function adminSiteSettings(deps: Deps): Promise<AdminSiteSettingsDto> {
  const changes = await findLastChanges(deps.db, 50);
  return {
    settings: await readSiteSettings(deps),
    changes: changes.map((c) => ({
      id: c.id,
      // a key this version no longer knows may still be in the history; the screen shows it as it is
      key: c.key as SiteSettingKey,
      old_value: c.old_value,
      new_value: c.new_value,
      actor_name: c.actor_first_name ? `${c.actor_first_name} ${c.actor_surname ?? ''}`.trim() : null,
      at: new Date(c.at).toISOString(),
    })),
  };
}
