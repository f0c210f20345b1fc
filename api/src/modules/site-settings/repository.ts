import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { SiteSetting, SiteSettingAudit } from '../../db/models/site';
import type { User } from '../../db/models/user';
import { peopleTable } from '../settings/people-repository';

export async function findSavedSettings(db: Knex): Promise<Pick<ModelObject<SiteSetting>, 'key' | 'value'>[]> {
  return SiteSetting.query(db).select('key', 'value');
}

/** Saves one key and its audit row (who, old value, new value); pass the transaction. */
export async function saveSetting(
  trx: Knex,
  change: { key: string; value: string; oldValue: string; actorId: number },
): Promise<void> {
  await SiteSetting.query(trx)
    .insert({ key: change.key, value: change.value, updated_by: change.actorId, updated_at: trx.fn.now() })
    .onConflict('key')
    .merge();
  await SiteSettingAudit.query(trx).insert({
    key: change.key,
    old_value: change.oldValue,
    new_value: change.value,
    actor_id: change.actorId,
  });
}

/** An audit row with its actor's name (null when the account is gone). */
export type SettingChangeRow = ModelObject<SiteSettingAudit> & {
  actor_first_name: User['name'] | null;
  actor_surname: User['surname'] | null;
};

export async function findLastChanges(db: Knex, limit: number): Promise<SettingChangeRow[]> {
  return SiteSettingAudit.query(db)
    .leftJoin(peopleTable(db).as('users'), 'users.id', 'site_settings_audit.actor_id')
    .orderBy('site_settings_audit.id', 'desc')
    .limit(limit)
    .select('site_settings_audit.*', 'users.name as actor_first_name', 'users.surname as actor_surname')
    .castTo<SettingChangeRow[]>();
}
