import type { Knex } from 'knex';
import type { PriceRules } from 'shared-ui/contracts';
import { languagesRepository } from '../content/languages/repository';
import { hasPriceRules, insertPriceGroup, insertPriceRules, setGroupLanguages } from './repository';

const none = { percent_bp: 0, fixed_kurus: 0 };
const percent = (p: number) => ({ percent_bp: p * 100, fixed_kurus: 0 });

/**
 * The list a fresh install prices with, so that an estimate works before the office has set its own: prices in
 * the range Turkish offices publish per page (about 1,000 characters, ~250 words), KDV at 20 %.
 */
export const defaultRules: PriceRules & { pages_per_day: number } = {
  surcharges: {
    translation_type: {
      official: none,
      sworn: percent(20),
      // a notary's certification and an apostille are fees per document, on top of the sworn translation
      notary: { percent_bp: 2000, fixed_kurus: 40_000 },
      apostille: { percent_bp: 2000, fixed_kurus: 100_000 },
      // the ministry's and the consulate's fees come on top of the notary's
      consular: { percent_bp: 2000, fixed_kurus: 150_000 },
    },
    urgency: { '1': percent(100), '2': percent(50), '3': percent(25) },
    legibility: { clear: none, faded: percent(25), partly_illegible: percent(50) },
    ottoman_output: {
      transcription_plain: none,
      transcription_diacritics: percent(30),
      simplification: percent(20),
      translation: percent(40),
    },
  },
  minimum_kurus: 50_000,
  vat_bp: 2000,
  pages_per_day: 10,
};

export const defaultGroups = [
  {
    name_tr: 'Avrupa dilleri',
    name_en: 'European languages',
    per_page_kurus: 30_000,
    per_word_kurus: 120,
    languages: ['İngilizce', 'Almanca', 'Fransızca', 'Rusça', 'İspanyolca', 'İtalyanca'],
  },
  {
    name_tr: 'Arapça ve Farsça',
    name_en: 'Arabic and Persian',
    per_page_kurus: 45_000,
    per_word_kurus: 180,
    languages: ['Arapça', 'Farsça'],
  },
  // manuscripts have no countable words: Osmanlıca is priced by the page only
  {
    name_tr: 'Osmanlıca',
    name_en: 'Ottoman Turkish',
    per_page_kurus: 90_000,
    per_word_kurus: 0,
    languages: ['Osmanlıca'],
  },
];

/** Seeds the list once, on a fresh install: a list the office has edited (or emptied) is never touched again. */
export async function seedPriceList(trx: Knex): Promise<void> {
  if (await hasPriceRules(trx)) return;
  await insertPriceRules(trx, defaultRules);
  for (const { languages, ...group } of defaultGroups) {
    const ids = await languagesRepository(trx).languageIdsNamed(languages);
    if (!ids.length) continue;
    await setGroupLanguages(trx, await insertPriceGroup(trx, group), ids);
  }
}
