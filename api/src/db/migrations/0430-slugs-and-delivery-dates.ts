import type { Knex } from 'knex';

/**
 * The old page slug rule (Turkish letters dropped; `slugify` in shared-ui/src/contracts/content.ts transliterates
 * them), frozen here to recognise the old slugs.
 */
function legacySlugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

const turkish: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };
/** The rule of this migration's day (shared-ui slugify), frozen so the migration always does the same. */
function transliteratedSlug(title: string): string {
  return title
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşü]/g, (c) => turkish[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/**
 * 1. Old page addresses keep working: `page_slug_redirects` maps a former slug to its page. Pages whose slug was
 *    made by the old rule from their title get the transliterated slug, and the old one redirects.
 * 2. The customer's own delivery date is kept beside the one in force, so cancelling an assignment can give it
 *    back (an assignment replaces delivery_date with the translator's date).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_slug_redirects', (t) => {
    t.string('old_slug', 200).primary();
    t.integer('page_id').notNullable().references('pages.id').onDelete('CASCADE');
  });
  const pages: { id: number; title: string; slug: string }[] = await knex('pages').select('id', 'title', 'slug');
  const taken = new Set(pages.map((p) => p.slug));
  for (const page of pages) {
    const next = transliteratedSlug(page.title);
    if (page.slug !== legacySlugify(page.title) || next === page.slug || !next || taken.has(next)) continue;
    await knex('pages').where({ id: page.id }).update({ slug: next });
    await knex('page_slug_redirects').insert({ old_slug: page.slug, page_id: page.id });
    taken.add(next);
  }

  // Jobs never assigned still hold the customer's date; for the others it is the best we know. The column is added
  // empty, then filled by one rewrite of the table: a type change with USING writes each row once and rebuilds the
  // indexes in bulk, where an UPDATE of every row adds an entry to every index per row and hands every row to the
  // statement triggers on jobs (minutes at a million jobs, docs/measurements/migrations.md).
  await knex.raw('alter table jobs add column customer_delivery_date date');
  await knex.raw('alter table jobs alter column customer_delivery_date type date using delivery_date');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('customer_delivery_date');
  });
  await knex.schema.dropTable('page_slug_redirects');
}
