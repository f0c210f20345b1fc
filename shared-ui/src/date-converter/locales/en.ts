import type { dateConverterTr } from './tr';

/** The date converter's English texts (namespace `dateConverter`). */
export const dateConverterEn: typeof dateConverterTr = {
  formLabel: 'Date conversion',
  directionLegend: 'Convert',
  directions: {
    'hijri-to-western': 'Hijri to Gregorian',
    'western-to-hijri': 'Gregorian to Hijri',
    'rumi-to-western': 'Rûmî to Gregorian',
    'western-to-rumi': 'Gregorian to Rûmî',
  },
  day: 'Day',
  month: 'Month',
  year: 'Year',
  monthPlaceholder: 'Choose a month',
  yearOnly: 'Month unknown (year only)',
  yearHint: {
    hijri: 'Hijri year (AH), 1–1524',
    rumi: 'Rûmî year, 1256–1342',
    western: 'Year (AD), 622–2100',
    westernForRumi: 'Year (AD), 1840–1926',
  },
  convert: 'Convert',
  resultLabel: 'Result',
  calendars: {
    hijri: 'Hijri',
    rumi: 'Rûmî',
    gregorian: 'Gregorian',
    julian: 'Julian',
  },
  dateWithWeekday: '{{weekday}}, {{date}}',
  span: '{{first}} – {{last}}',
  warningsLabel: 'Please note',
  required: {
    day: 'Enter the day.',
    month: 'Choose the month.',
    year: 'Enter the year.',
  },
  problems: {
    monthOutOfRange: 'Choose the month.',
    dayOutOfMonth: 'This month has {{max}} days.',
    westernRange: 'The date must fall between 16 July 622 and 31 December 2100.',
    reformGap: 'There was no 5–14 October 1582: 4 October (Julian) was followed by 15 October (Gregorian).',
    hijriRange: 'The Hijri date must fall between 1 Muharrem 1 and 29 Şevvâl 1524 AH (31 December 2100).',
    rumiYearRange: 'The Rûmî year must be between 1256 (1840) and 1342 (1926).',
    rumiDroppedDays: 'There was no 16–29 Şubat 1332: the day after 15 Şubat 1332 was 1 Mart 1333 (1 March 1917).',
    rumiShortYear1333: 'The year 1333 had ten months, Mart to Kânûnuevvel: January 1918 is Kânûnusânî 1334.',
    beforeRumi: 'The Rûmî calendar began on 13 March 1840 (1 Mart 1256).',
    afterRumi:
      'Rûmî dates are converted up to 31 December 1926; the official calendar has been the Gregorian one since 1 January 1926.',
  },
  warnings: {
    moonSighting:
      'A Hijri month began when the new moon was sighted, so the day in a document may be one day earlier or later than this result (±1 day). The calculation follows the arithmetic (tabular) Hijri calendar of the historians’ conversion tables.',
    rumiEarlyMonths:
      'Kânûnusânî and Şubat belong to the Rûmî year that began the March before: in {{rumiYear}} they fall in {{westernYear}} ({{rumiYear}} + 585). Reckonings that add 584 to every month give {{earlier}}; a document that gives only the year may mean {{earlier}} or {{westernYear}}.',
    rumiYearOnly:
      'A Rûmî year without its month spans two Gregorian years: Mart–Kânûnuevvel fall in {{first}}, Kânûnusânî–Şubat in {{second}}.',
    rumiJulian:
      'Before 1 Mart 1333 (1 March 1917) the Rûmî calendar was based on the Julian one: the Rûmî day ran {{days}} days behind the Gregorian day.',
    rumiAfterLaw698:
      'Under law no. 698 the day after 31 Kânûnuevvel 1341 was 1 January 1926: the year 1342 is not official, though some documents kept using it.',
    julianDate:
      'Dates before 15 October 1582 are given in the Julian calendar, as historians give them (the Gregorian date is a few days later).',
  },
};
