import type { SiteSettingsDto } from 'shared-ui/contracts';
import type { Knex } from 'knex';
import type { Env } from '../../config/env';
import { KeptValues } from '../../lib/kept/kept-values';
import { readSiteSettings } from './site-settings';

const SETTINGS_WRITES = /^\s*(update|delete\s+from|insert\s+into)\s+"?site_settings"?[\s(]/i;

/**
 * The settings in force, kept by this instance until they change (KeptValues; `site_settings_changed`, migration
 * 0580): every HTML page and the footer read them. The admin's own screen reads the table itself.
 */
export class KeptSiteSettings {
  readonly kept: KeptValues<'settings', SiteSettingsDto>;

  constructor(private readonly deps: { db: Knex; env: Env }) {
    this.kept = new KeptValues(deps.db, { max: 1, writes: SETTINGS_WRITES });
  }

  async read(): Promise<SiteSettingsDto> {
    return (await this.kept.get('settings', () => readSiteSettings(this.deps))) ?? readSiteSettings(this.deps);
  }
}
