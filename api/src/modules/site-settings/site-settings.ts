import type { AdminSiteSettingsDto, SiteSettingKey, SiteSettingsDto, SiteSettingsInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';

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
  };
}

function withValue(settings: SiteSettingsDto, key: string, value: string): SiteSettingsDto {
  if (!(key in settings)) return settings; // a key this version no longer knows
  const k = key as SiteSettingKey;
  return { ...settings, [k]: k === 'usual_quote_hours' ? Number(value) : value };
}

/** The settings in force: saved rows over the environment's defaults. One small table, read per request. */
export async function readSiteSettings(deps: Deps): Promise<SiteSettingsDto> {
  const rows: { key: string; value: string }[] = await deps.db('site_settings').select('key', 'value');
  return rows.reduce((s, r) => withValue(s, r.key, r.value), defaults(deps.env));
}

/** Saves the keys whose value changed, each with an audit row (who, old value, new value), in one transaction. */
export async function updateSiteSettings(deps: Deps, actorId: number, input: SiteSettingsInput): Promise<void> {
  const current = await readSiteSettings(deps);
  await deps.db.transaction(async (trx) => {
    for (const key of Object.keys(input) as SiteSettingKey[]) {
      const value = String(input[key]);
      const old = String(current[key]);
      if (value === old) continue;
      await trx('site_settings')
        .insert({ key, value, updated_by: actorId, updated_at: trx.fn.now() })
        .onConflict('key')
        .merge();
      await trx('site_settings_audit').insert({ key, old_value: old, new_value: value, actor_id: actorId });
    }
  });
}

export async function adminSiteSettings(deps: Deps): Promise<AdminSiteSettingsDto> {
  const changes = await deps
    .db('site_settings_audit')
    .leftJoin('users', 'users.id', 'site_settings_audit.actor_id')
    .orderBy('site_settings_audit.id', 'desc')
    .limit(50)
    .select('site_settings_audit.*', 'users.name as actor_first_name', 'users.surname as actor_surname');
  return {
    settings: await readSiteSettings(deps),
    changes: changes.map((c) => ({
      id: c.id,
      key: c.key,
      old_value: c.old_value,
      new_value: c.new_value,
      actor_name: c.actor_first_name ? `${c.actor_first_name} ${c.actor_surname ?? ''}`.trim() : null,
      at: new Date(c.at).toISOString(),
    })),
  };
}
