import type { legalisationPlannerTr } from './tr';

/** The legalisation planner's English texts (namespace `legalisationPlanner`). */
export const legalisationPlannerEn: typeof legalisationPlannerTr = {
  title: 'Which country will the document be used in?',
  country: 'Country of use',
  countryPlaceholder: 'Choose a country',
  countryHint: 'We show which certifications the translation needs for that country.',
  routeTitle: 'The route for {{country}}',
  routes: {
    domestic: 'The document will be used in Türkiye: a sworn translation with a notary’s certification is enough.',
    apostille:
      '{{country}} is a party to the Hague Apostille Convention: after the notary, an apostille is enough — no consular legalisation.',
    consular:
      '{{country}} is not a party to the Hague Apostille Convention, so an apostille is not accepted: after the notary, the Ministry of Foreign Affairs and the consulate of {{country}} must legalise it.',
  },
  who: 'Who does it',
  time: 'Usual time',
  bring: 'What to bring',
  steps: {
    sworn: {
      title: 'Sworn translation',
      who: 'A sworn translator of Tercüme Odası.',
      time: 'By the delivery date of your order; most documents take 1–3 working days.',
      bring: 'The original document or a legible scan; how names are spelled in the passport.',
    },
    notary: {
      title: 'Notary',
      who: 'A notary in Türkiye certifies the translator’s signature. For notarised and apostille orders our office takes care of it.',
      time: 'Usually the same day.',
      bring: 'The signed translation and the original document (or a certified copy).',
    },
    apostille: {
      title: 'Apostille',
      who: 'The governor’s or district governor’s office; for court documents, the judicial commission.',
      time: 'Usually the same day, at most 1 working day.',
      bring: 'The notarised translation and your ID (or a power of attorney).',
    },
    ministry: {
      title: 'Ministry of Foreign Affairs',
      who: 'The Turkish Ministry of Foreign Affairs (Ankara) or its regional offices (e.g. Istanbul).',
      time: '1–3 working days.',
      bring: 'The notarised (and, where asked, governor-certified) translation, your ID, the fee.',
    },
    consulate: {
      title: 'Consulate',
      who: 'The embassy or a consulate of {{country}} in Türkiye.',
      time: '2–10 working days depending on the country; most ask for an appointment.',
      bring:
        'The translation legalised by the Ministry, a copy of your passport, the consular fee and the appointment.',
    },
  },
  source:
    'Apostille countries: HCCH status table (as of {{date}}). Times are typical; the authorities’ own procedures may change.',
};
