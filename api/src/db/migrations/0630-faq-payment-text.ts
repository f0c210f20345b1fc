import type { Knex } from 'knex';

const whatsappAnswer =
  '<p>Fiyat belirlendikten sonra ödeme sayfanızdaki WhatsApp bağlantısından bize ulaşın; ödemeniz onaylanınca çeviriniz başlar.</p>';
const transferAnswer =
  '<p>Fiyat belirlenince size e-posta gönderiyoruz. Ödeme sayfanızdaki banka bilgileriyle havale ya da EFT yapıp açıklamaya iş kodunuzu yazın ve “Ödemeyi yaptım” ile bize bildirin; ofisimiz ödemeyi onaylayınca çeviriniz başlar. Sorunuz olursa iş sayfanızdan ofise yazabilirsiniz.</p>';

/**
 * The seeded FAQ told customers to pay over WhatsApp; payment is a bank transfer reported on the payment page
 * (and a card where iyzico is set up). The seed inserts a page only once, so a page still holding the seeded
 * answer gets the current one here; a page an admin has edited is left as it is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('pages')
    .where({ slug: 'sss' })
    .whereRaw('position(? in content) > 0', [whatsappAnswer])
    .update({ content: knex.raw('replace(content, ?, ?)', [whatsappAnswer, transferAnswer]) });
}

/** Nothing to undo: the WhatsApp answer is not wanted back. */
export async function down(): Promise<void> {}
