import type { Labels } from 'react-phone-number-input';
import enLabels from 'react-phone-number-input/locale/en';
import trLabels from 'react-phone-number-input/locale/tr';
import { countryNamesIn } from 'shared-ui/countries';

/**
 * The phone field's texts: the library's own for the number box and "International", but the country names from
 * the one list the order form and the panels use (the library's Turkish list says "Hindistan'da", "Yeniden
 * Birleşme" and "İngiltere").
 */
export function phoneLabels(lang: string, countryLabel: string): Labels {
  return { ...(lang === 'en' ? enLabels : trLabels), ...countryNamesIn(lang), country: countryLabel };
}
