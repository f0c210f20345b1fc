import { Model } from 'objection';
import type { PriceLine, SurchargeTable } from 'shared-ui/contracts';

/** A language group of the price list (migrations/0720-price-list.ts). */
export class PriceGroup extends Model {
  static override tableName = 'price_groups';
  declare id: number;
  declare name_tr: string;
  declare name_en: string;
  declare per_page_kurus: number;
  declare per_word_kurus: number;
  declare created_at: Date;
  declare updated_at: Date;
}

export class PriceGroupLanguage extends Model {
  static override tableName = 'price_group_languages';
  static override idColumn = 'language_id';
  declare language_id: number;
  declare group_id: number;
}

/** The one row of rules: surcharges, minimum charge, KDV and the office's pace. */
export class PriceRulesRow extends Model {
  static override tableName = 'price_rules';
  static override jsonAttributes = ['surcharges'];
  declare id: number;
  declare surcharges: SurchargeTable;
  declare minimum_kurus: number;
  declare vat_bp: number;
  declare pages_per_day: number;
  declare updated_by: number | null;
  declare updated_at: Date;
}

export class PriceListAudit extends Model {
  static override tableName = 'price_list_audit';
  static override jsonAttributes = ['before', 'after'];
  declare id: number;
  declare entity: 'group' | 'rules';
  declare entity_id: number | null;
  declare before: unknown;
  declare after: unknown;
  declare actor_id: number | null;
  declare at: Date;
}

/** The estimate made from the stored document when the job was ordered. */
export class JobEstimate extends Model {
  static override tableName = 'job_estimates';
  static override idColumn = 'job_id';
  // an array: without this the driver would send it as a PostgreSQL array, not JSON
  static override jsonAttributes = ['lines'];
  declare job_id: number;
  declare total_kurus: number;
  declare pages: number;
  declare words: number | null;
  /** Whether `pages` were counted in the document or given by the customer (a scan). */
  declare pages_from: 'document' | 'customer';
  declare due_date: string;
  declare lines: PriceLine[];
  declare made_at: Date;
}
