import type { jobSpecialtiesTr } from './tr';

/** A job's specialty facts and the overdue badge, in English. */
export const jobSpecialtiesEn: typeof jobSpecialtiesTr = {
  notGiven: 'Not given',
  pastDue: 'Overdue',
  ottoman: {
    output: 'Output wanted',
    outputs: {
      transcription_diacritics: 'Transcription with diacritics',
      transcription_plain: 'Transcription without diacritics',
      simplification: 'Simplification into modern Turkish',
      translation: 'Translation into another language',
    },
    pages: 'Number of pages',
    pagesValue_one: '{{count}} page',
    pagesValue_other: '{{count}} pages',
    legibility: 'Legibility',
    legibilities: {
      clear: 'Clear',
      faded: 'Faded or damaged',
      partly_illegible: 'Partly illegible',
    },
  },
  nameSheet: {
    title: 'Name and date sheet',
    kind: 'Kind',
    kinds: { name: 'Name', place: 'Place', date: 'Date' },
    source: 'As in the document',
    spelling: 'As it must be written',
  },
  legalisation: {
    label: 'Country of use',
    route: '{{country}} — {{route}}',
    routes: {
      domestic: 'within Türkiye: notary',
      apostille: 'notary + apostille',
      consular: 'notary + Ministry of Foreign Affairs + consulate',
    },
  },
};
