import type { Knex } from 'knex';
import { seedEnglish } from './seed-english';
import { seedPriceList } from '../modules/pricing/default-price-list';
import { seedLanguages, seedPages, seedScriptTypes, seedServices, seedSliders } from './seed-data';

/** Idempotent: inserts what is missing by its natural key and leaves edited rows alone. */
export async function seedReferenceData(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    const languagesWereEmpty = Number((await trx('languages').count({ n: '*' }).first())?.n ?? 0) === 0;
    if (languagesWereEmpty) {
      for (const name of seedLanguages) await trx('languages').insert({ name });
      const ottoman = await trx('languages').where({ name: 'Osmanlıca' }).first('id');
      for (const name of seedScriptTypes) await trx('hat_turleri').insert({ language_id: ottoman.id, name });
    }
    await trx('services').insert(seedServices).onConflict('slug').ignore();
    await trx('pages').insert(seedPages).onConflict('slug').ignore();
    const slidersWereEmpty = Number((await trx('sliders').count({ n: '*' }).first())?.n ?? 0) === 0;
    if (slidersWereEmpty) await trx('sliders').insert(seedSliders.map((s) => ({ ...s, status: true })));
    await seedEnglish(trx);
    await seedPriceList(trx);
  });
}
