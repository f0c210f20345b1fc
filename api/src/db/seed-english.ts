import type { Knex } from 'knex';

/** English names of the seeded reference data; rows an admin gave an English value keep it. */
export const englishLanguageNames: Record<string, string> = {
  Osmanlıca: 'Ottoman Turkish',
  Türkçe: 'Turkish',
  İngilizce: 'English',
  Arapça: 'Arabic',
  Farsça: 'Persian',
  Almanca: 'German',
  Fransızca: 'French',
  Rusça: 'Russian',
  İspanyolca: 'Spanish',
  İtalyanca: 'Italian',
};

export const englishScriptTypeNames: Record<string, string> = {
  Nesih: 'Naskh',
  Rika: "Riq'a",
  Talik: "Ta'liq",
  Divani: 'Diwani',
  'Celi Divani': 'Jali Diwani',
  Sülüs: 'Thuluth',
  Siyakat: 'Siyaqat',
  Kufi: 'Kufic',
  Matbu: 'Printed (matbu)',
};

export const englishSlides: Record<string, { title_en: string; description_en: string; category_en: string }> = {
  'Osmanlıca belgeleriniz uzman ellerde': {
    title_en: 'Your Ottoman documents in expert hands',
    description_en:
      'Have your title deeds, civil and foundation records translated by translators who read Riq’a, Diwani and Siyaqat.',
    category_en: 'Ottoman Turkish',
  },
  'Yeminli, noter ve apostil tek siparişte': {
    title_en: 'Sworn, notarised and apostille in one order',
    description_en: 'Upload your document and get quotes; we start most orders within 20 minutes.',
    category_en: 'Official translation',
  },
  'Diploma ve transkript çevirisi': {
    title_en: 'Diploma and transcript translation',
    description_en: 'For your applications abroad, with free revisions guaranteed.',
    category_en: 'Education',
  },
};

/** The seeded content pages in English, by slug (api/src/db/seed-data.ts holds the Turkish). */
export const englishPages: Record<string, { title_en: string; content_en: string }> = {
  sss: {
    title_en: 'Frequently Asked Questions',
    content_en:
      '<h2>Frequently Asked Questions</h2><h3>How do I pay?</h3><p>Once the price is set we send you an e-mail. On your payment page you can pay by card, or by bank transfer (EFT) to the account shown there: write your job code in the transfer description and tell us with “I have paid”. Paid by card, your translation starts at once; by transfer, as soon as our office confirms the payment. If you have a question, write to the office from your job page.</p><h3>Do revisions cost extra?</h3><p>No. Every delivered translation comes with one free revision.</p>',
  },
};

/** Fills missing English values of the seeded rows; runs at every start and changes nothing the second time. */
export async function seedEnglish(trx: Knex.Transaction): Promise<void> {
  for (const [name, en] of Object.entries(englishLanguageNames))
    await trx('languages').where({ name }).whereNull('name_en').update({ name_en: en });
  for (const [name, en] of Object.entries(englishScriptTypeNames))
    await trx('hat_turleri').where({ name }).whereNull('name_en').update({ name_en: en });
  for (const [title, en] of Object.entries(englishSlides)) {
    await trx('sliders').where({ title }).whereNull('title_en').update({ title_en: en.title_en });
    await trx('sliders').where({ title }).whereNull('description_en').update({ description_en: en.description_en });
    await trx('sliders').where({ title }).whereNull('category_en').update({ category_en: en.category_en });
  }
  for (const [slug, en] of Object.entries(englishPages)) {
    await trx('pages').where({ slug }).whereNull('title_en').update({ title_en: en.title_en });
    await trx('pages').where({ slug }).whereNull('content_en').update({ content_en: en.content_en });
  }
}
