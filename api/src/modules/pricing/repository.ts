import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { PriceRules } from 'shared-ui/contracts';
import type { Language } from '../../db/models/language';
import type { User } from '../../db/models/user';
import { JobEstimate, PriceGroup, PriceGroupLanguage, PriceListAudit, PriceRulesRow } from '../../db/models/pricing';
import { languagesRepository } from '../content/languages/repository';
import { peopleTable } from '../settings/people-repository';

type GroupLanguage = Pick<ModelObject<Language>, 'id' | 'name'>;

export type PriceGroupRow = ModelObject<PriceGroup> & { languages: GroupLanguage[] };
export type StoredRules = PriceRules & { pages_per_day: number };

type GroupMember = Pick<ModelObject<PriceGroupLanguage>, 'group_id'> & GroupLanguage;

/** The groups with their languages, in the order they were made. */
export async function findPriceGroups(db: Knex): Promise<PriceGroupRow[]> {
  const groups = await PriceGroup.query(db).orderBy('id');
  const nameOf = languagesRepository(db).nameOfLanguageIn('price_group_languages.language_id');
  const members: GroupMember[] = await PriceGroupLanguage.query(db)
    .orderBy('price_group_languages.language_id')
    .select('price_group_languages.group_id', 'price_group_languages.language_id as id', nameOf.as('name'))
    .castTo<GroupMember[]>();
  return groups.map((g) => ({
    ...g.toJSON(),
    languages: members.filter((m) => m.group_id === g.id).map(({ id, name }) => ({ id, name })),
  })) as PriceGroupRow[];
}

export async function findPriceGroup(db: Knex, id: number): Promise<PriceGroupRow | undefined> {
  return (await findPriceGroups(db)).find((g) => g.id === id);
}

/** The group of each of the given languages that has one. */
export async function findGroupsOfLanguages(db: Knex, languageIds: number[]): Promise<ModelObject<PriceGroup>[]> {
  return PriceGroup.query(db)
    .join('price_group_languages', 'price_group_languages.group_id', 'price_groups.id')
    .whereIn('price_group_languages.language_id', languageIds)
    .distinct('price_groups.*');
}

/** Languages of `languageIds` that belong to a group other than `exceptGroupId`. */
export async function findLanguagesInOtherGroups(
  db: Knex,
  languageIds: number[],
  exceptGroupId: number | null,
): Promise<number[]> {
  const rows = await PriceGroupLanguage.query(db)
    .whereIn('language_id', languageIds)
    .modify((q) => {
      if (exceptGroupId !== null) q.whereNot('group_id', exceptGroupId);
    })
    .select('language_id');
  return rows.map((r) => r.language_id);
}

/** Locks the rules row: group and rules changes are made one at a time, so a language cannot join two groups. */
export async function lockPriceList(trx: Knex): Promise<void> {
  await PriceRulesRow.query(trx).where({ id: 1 }).forUpdate().select('id');
}

export async function insertPriceGroup(
  trx: Knex,
  group: Pick<ModelObject<PriceGroup>, 'name_tr' | 'name_en' | 'per_page_kurus' | 'per_word_kurus'>,
): Promise<number> {
  const row = await PriceGroup.query(trx).insert(group).returning('id');
  return row.id;
}

/** Answers the number of rows changed (0: no such group). */
export async function updatePriceGroup(
  trx: Knex,
  id: number,
  group: Pick<ModelObject<PriceGroup>, 'name_tr' | 'name_en' | 'per_page_kurus' | 'per_word_kurus'>,
): Promise<number> {
  const rows = await PriceGroup.query(trx)
    .where({ id })
    .patch({ ...group, updated_at: trx.fn.now() as unknown as Date })
    .returning('id');
  return (rows as unknown as unknown[]).length;
}

export async function setGroupLanguages(trx: Knex, groupId: number, languageIds: number[]): Promise<void> {
  await PriceGroupLanguage.query(trx).where({ group_id: groupId }).delete();
  await PriceGroupLanguage.query(trx).insert(languageIds.map((language_id) => ({ language_id, group_id: groupId })));
}

/** Answers the number of rows removed; its languages go with it (on delete cascade). */
export async function deletePriceGroup(trx: Knex, id: number): Promise<number> {
  return (await PriceGroup.query(trx).where({ id }).delete().returning('id')).length;
}

export async function findPriceRules(db: Knex): Promise<StoredRules> {
  const row = await PriceRulesRow.query(db).findById(1);
  if (!row) throw new Error('price_rules has no row: the seed (db/seed.ts) did not run');
  return {
    surcharges: row.surcharges,
    minimum_kurus: row.minimum_kurus,
    vat_bp: row.vat_bp,
    pages_per_day: row.pages_per_day,
  };
}

export async function hasPriceRules(db: Knex): Promise<boolean> {
  return !!(await PriceRulesRow.query(db).findById(1).select('id'));
}

export async function insertPriceRules(trx: Knex, rules: StoredRules): Promise<void> {
  await PriceRulesRow.query(trx).insert({ id: 1, ...rules });
}

export async function savePriceRules(trx: Knex, rules: StoredRules, actorId: number): Promise<void> {
  await PriceRulesRow.query(trx)
    .where({ id: 1 })
    .patch({
      surcharges: rules.surcharges,
      minimum_kurus: rules.minimum_kurus,
      vat_bp: rules.vat_bp,
      pages_per_day: rules.pages_per_day,
      updated_by: actorId,
      updated_at: trx.fn.now() as unknown as Date,
    });
}

export async function writePriceAudit(
  trx: Knex,
  change: { entity: 'group' | 'rules'; entityId: number | null; before: unknown; after: unknown; actorId: number },
): Promise<void> {
  await PriceListAudit.query(trx).insert({
    entity: change.entity,
    entity_id: change.entityId,
    before: change.before,
    after: change.after,
    actor_id: change.actorId,
  });
}

export type PriceChangeRow = ModelObject<PriceListAudit> & {
  actor_first_name: User['name'] | null;
  actor_surname: User['surname'] | null;
};

export async function findPriceChanges(db: Knex, limit: number): Promise<PriceChangeRow[]> {
  return PriceListAudit.query(db)
    .leftJoin(peopleTable(db).as('users'), 'users.id', 'price_list_audit.actor_id')
    .orderBy('price_list_audit.id', 'desc')
    .limit(limit)
    .select('price_list_audit.*', 'users.name as actor_first_name', 'users.surname as actor_surname')
    .castTo<PriceChangeRow[]>();
}

export type EstimateToKeep = Omit<ModelObject<JobEstimate>, 'job_id' | 'made_at'>;

export async function insertJobEstimate(trx: Knex, jobId: number, estimate: EstimateToKeep): Promise<void> {
  await JobEstimate.query(trx).insert({
    job_id: jobId,
    ...estimate,
  });
}

export async function findJobEstimate(db: Knex, jobId: number): Promise<ModelObject<JobEstimate> | undefined> {
  return JobEstimate.query(db).findById(jobId);
}
