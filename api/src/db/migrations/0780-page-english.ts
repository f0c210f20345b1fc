import type { Knex } from 'knex';

const transferAnswer =
  '<p>Fiyat belirlenince size e-posta gönderiyoruz. Ödeme sayfanızdaki banka bilgileriyle havale ya da EFT yapıp açıklamaya iş kodunuzu yazın ve “Ödemeyi yaptım” ile bize bildirin; ofisimiz ödemeyi onaylayınca çeviriniz başlar. Sorunuz olursa iş sayfanızdan ofise yazabilirsiniz.</p>';
const cardOrTransferAnswer =
  '<p>Fiyat belirlenince size e-posta gönderiyoruz. Ödeme sayfanızda kartla ödeyebilir ya da oradaki banka bilgileriyle havale veya EFT yapabilirsiniz (açıklamaya iş kodunuzu yazın ve “Ödemeyi yaptım” ile bize bildirin). Kartla ödemede çeviriniz hemen, havalede ofisimiz ödemeyi onaylayınca başlar. Sorunuz olursa iş sayfanızdan ofise yazabilirsiniz.</p>';

/**
 * Content pages in English beside the Turkish, like services and slides: null means "show the Turkish". The seeded
 * FAQ answer about payment also names the card (api/src/modules/payments): a page still holding the seeded bank
 * transfer answer gets the current one; a page an admin has edited is left as it is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pages', (t) => {
    t.string('title_en', 200);
    t.text('content_en');
  });
  await knex('pages')
    .where({ slug: 'sss' })
    .whereRaw('position(? in content) > 0', [transferAnswer])
    .update({ content: knex.raw('replace(content, ?, ?)', [transferAnswer, cardOrTransferAnswer]) });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pages', (t) => {
    t.dropColumn('title_en');
    t.dropColumn('content_en');
  });
}
