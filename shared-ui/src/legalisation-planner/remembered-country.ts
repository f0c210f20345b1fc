import { isPlannerCountry } from 'shared-ui/contracts';

// The quote page's choice carried to the order form in the same tab: the customer does not pick twice.
const key = 'legalisation-country';

export function rememberCountry(country: string): void {
  try {
    sessionStorage.setItem(key, country);
  } catch {
    // storage refused (private mode): the form simply starts empty
  }
}

export function rememberedCountry(): string {
  try {
    const country = sessionStorage.getItem(key) ?? '';
    return isPlannerCountry(country) ? country : '';
  } catch {
    return '';
  }
}
