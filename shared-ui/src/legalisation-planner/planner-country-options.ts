import { countryName } from 'shared-ui/countries';
import { HOME_COUNTRY, plannerCountries } from 'shared-ui/contracts';

/**
 * The planner's countries in the reader's language, named from the one country list the phone field also uses;
 * Türkiye first, the rest alphabetical by that language's rules.
 */
export function plannerCountryOptions(lang: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(lang);
  const rest = plannerCountries
    .filter((c) => c !== HOME_COUNTRY)
    .map((value) => ({ value, label: countryName(value, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [{ value: HOME_COUNTRY, label: countryName(HOME_COUNTRY, lang) }, ...rest];
}
