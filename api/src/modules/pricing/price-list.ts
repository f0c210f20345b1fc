import type { Knex } from 'knex';
import {
  kurusOf,
  liraOf,
  surchargeKinds,
  type AdminPriceListDto,
  type PriceGroupDto,
  type PriceGroupInput,
  type PriceRulesDto,
  type PriceRulesInput,
  type SurchargeTable,
  type SurchargesDto,
  flatAuditValues,
  type AdminAuditAction,
  type AuditValues,
} from 'shared-ui/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error';
import { languagesRepository } from '../content/languages/repository';
import {
  deletePriceGroup,
  findLanguagesInOtherGroups,
  findPriceChanges,
  findPriceGroup,
  findPriceGroups,
  findPriceRules,
  insertPriceGroup,
  lockPriceList,
  savePriceRules,
  setGroupLanguages,
  updatePriceGroup,
  writePriceAudit,
  type PriceGroupRow,
  type StoredRules,
} from './repository';
import { changedValues, recordAdminAction } from '../admin-audit/record-admin-action';

/** Percent with two decimals ↔ basis points, exactly. */
const bpOf = (percent: number) => Math.round(percent * 100);
const percentOf = (bp: number) => bp / 100;

const auditValuesOf = (dto: PriceGroupDto | PriceRulesDto): AuditValues => {
  if (!('languages' in dto)) return flatAuditValues(dto as unknown as AuditValues);
  const { id: _id, languages, ...rest } = dto;
  return { ...rest, languages: languages.map((l) => l.name) };
};

/**
 * The price list's own history (price_list_audit, shown beside the list) and the office's audit view, written
 * in the change's transaction.
 */
async function auditPriceChange(
  trx: Knex,
  actorId: number,
  change: {
    entity: 'group' | 'rules';
    entityId: number | null;
    before: PriceGroupDto | PriceRulesDto | null;
    after: PriceGroupDto | PriceRulesDto | null;
  },
): Promise<void> {
  await writePriceAudit(trx, { ...change, actorId });
  const action: AdminAuditAction =
    change.entity === 'rules'
      ? 'price_rules_changed'
      : change.before === null
        ? 'price_group_created'
        : change.after === null
          ? 'price_group_deleted'
          : 'price_group_changed';
  const before = change.before && auditValuesOf(change.before);
  const after = change.after && auditValuesOf(change.after);
  const values = before && after ? (changedValues(before, after) ?? { before: {}, after: {} }) : { before, after };
  const group = (change.after ?? change.before) as PriceGroupDto | PriceRulesDto;
  await recordAdminAction(trx, {
    actorId,
    action,
    objectKey: 'name_tr' in group ? group.name_tr : null,
    ...values,
  });
}

export function priceGroupDtoOf(row: PriceGroupRow): PriceGroupDto {
  return {
    id: row.id,
    name_tr: row.name_tr,
    name_en: row.name_en,
    per_page: liraOf(row.per_page_kurus),
    per_word: liraOf(row.per_word_kurus),
    languages: row.languages,
  };
}

export function priceRulesDtoOf(rules: StoredRules): PriceRulesDto {
  const surcharges = Object.fromEntries(
    surchargeKinds.map((kind) => [
      kind,
      Object.fromEntries(
        Object.entries(rules.surcharges[kind]).map(([key, s]) => [
          key,
          { percent: percentOf(s.percent_bp), fixed: liraOf(s.fixed_kurus) },
        ]),
      ),
    ]),
  ) as SurchargesDto;
  return {
    surcharges,
    minimum: liraOf(rules.minimum_kurus),
    vat_percent: percentOf(rules.vat_bp),
    pages_per_day: rules.pages_per_day,
  };
}

function storedRulesOf(input: PriceRulesInput): StoredRules {
  const surcharges = Object.fromEntries(
    surchargeKinds.map((kind) => [
      kind,
      Object.fromEntries(
        Object.entries(input.surcharges[kind]).map(([key, s]) => [
          key,
          { percent_bp: bpOf(s.percent), fixed_kurus: kurusOf(s.fixed) },
        ]),
      ),
    ]),
  ) as unknown as SurchargeTable;
  return {
    surcharges,
    minimum_kurus: kurusOf(input.minimum),
    vat_bp: bpOf(input.vat_percent),
    pages_per_day: input.pages_per_day,
  };
}

export async function adminPriceList(db: Knex): Promise<AdminPriceListDto> {
  const [groups, rules, changes] = await Promise.all([
    findPriceGroups(db),
    findPriceRules(db),
    findPriceChanges(db, 50),
  ]);
  return {
    groups: groups.map(priceGroupDtoOf),
    rules: priceRulesDtoOf(rules),
    changes: changes.map((c) => ({
      id: c.id,
      entity: c.entity,
      entity_id: c.entity_id,
      before: c.before,
      after: c.after,
      actor_name: c.actor_first_name ? `${c.actor_first_name} ${c.actor_surname ?? ''}`.trim() : null,
      at: new Date(c.at).toISOString(),
    })),
  };
}

/** Every language named must exist, and none may already price with another group. */
async function checkLanguages(trx: Knex, languageIds: number[], groupId: number | null): Promise<void> {
  const known = new Set((await languagesRepository(trx).listLanguages()).map((l) => l.id));
  if (languageIds.some((id) => !known.has(id))) throw new ValidationError({ language_ids: 'unknownLanguage' });
  const taken = await findLanguagesInOtherGroups(trx, languageIds, groupId);
  if (taken.length) throw new ConflictError('languageInAnotherGroup', { language_ids: 'languageInAnotherGroup' });
}

const groupColumnsOf = (input: PriceGroupInput) => ({
  name_tr: input.name_tr,
  name_en: input.name_en,
  per_page_kurus: kurusOf(input.per_page),
  per_word_kurus: kurusOf(input.per_word),
});

/** Creates a group with its audit row (before: null). */
export async function createPriceGroup(db: Knex, actorId: number, input: PriceGroupInput): Promise<PriceGroupDto> {
  return db.transaction(async (trx) => {
    await lockPriceList(trx);
    await checkLanguages(trx, input.language_ids, null);
    const id = await insertPriceGroup(trx, groupColumnsOf(input));
    await setGroupLanguages(trx, id, input.language_ids);
    const after = priceGroupDtoOf((await findPriceGroup(trx, id)) as PriceGroupRow);
    await auditPriceChange(trx, actorId, { entity: 'group', entityId: id, before: null, after });
    return after;
  });
}

export async function changePriceGroup(
  db: Knex,
  actorId: number,
  id: number,
  input: PriceGroupInput,
): Promise<PriceGroupDto> {
  return db.transaction(async (trx) => {
    await lockPriceList(trx);
    const current = await findPriceGroup(trx, id);
    if (!current) throw new NotFoundError('priceGroupNotFound');
    await checkLanguages(trx, input.language_ids, id);
    await updatePriceGroup(trx, id, groupColumnsOf(input));
    await setGroupLanguages(trx, id, input.language_ids);
    const after = priceGroupDtoOf((await findPriceGroup(trx, id)) as PriceGroupRow);
    await auditPriceChange(trx, actorId, { entity: 'group', entityId: id, before: priceGroupDtoOf(current), after });
    return after;
  });
}

export async function removePriceGroup(db: Knex, actorId: number, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    await lockPriceList(trx);
    const current = await findPriceGroup(trx, id);
    if (!current || !(await deletePriceGroup(trx, id))) throw new NotFoundError('priceGroupNotFound');
    await auditPriceChange(trx, actorId, {
      entity: 'group',
      entityId: id,
      before: priceGroupDtoOf(current),
      after: null,
    });
  });
}

export async function changePriceRules(db: Knex, actorId: number, input: PriceRulesInput): Promise<PriceRulesDto> {
  return db.transaction(async (trx) => {
    await lockPriceList(trx);
    const before = priceRulesDtoOf(await findPriceRules(trx));
    const stored = storedRulesOf(input);
    await savePriceRules(trx, stored, actorId);
    const after = priceRulesDtoOf(stored);
    await auditPriceChange(trx, actorId, { entity: 'rules', entityId: null, before, after });
    return after;
  });
}
