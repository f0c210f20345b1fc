import type { dateConverterPageTr } from '../tr/date-converter';

/** The public date converter page; the converter's own words live with it in shared-ui. */
export const dateConverterPageEn: typeof dateConverterPageTr = {
  title: 'Date converter',
  intro: 'Convert the Hijri and Rûmî (Mâlî) dates of Ottoman documents to the Gregorian calendar, and back.',
};
