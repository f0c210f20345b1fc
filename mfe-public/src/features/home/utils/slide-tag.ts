import type { Locale, SliderDto } from 'shared-ui';

export interface SlideTag {
  text: string;
  /** The language of the text, for the element's `lang`: the tag is upper-cased by CSS, by that language's rules. */
  lang: Locale;
}

/**
 * The slide's tag in the reader's language: the admin's English tag on the English site, the Turkish one
 * otherwise (marked Turkish, so "Resmi Çeviri" is upper-cased to "RESMİ ÇEVİRİ", not "RESMI ÇEVIRI").
 */
export function slideTag(slide: Pick<SliderDto, 'category' | 'category_en'>, lang: string): SlideTag | null {
  if (lang === 'en' && slide.category_en) return { text: slide.category_en, lang: 'en' };
  return slide.category ? { text: slide.category, lang: 'tr' } : null;
}
