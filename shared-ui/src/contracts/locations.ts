import { countryCodes, countryName, countryOptions } from './country-names';
import { turkeyProvinces } from './locations-tr';

/**
 * Built-in location data for the settings form's pickers (spec 2.10): every province of Türkiye with its
 * districts, and a short list for Almanya. The server checks city and district against the same data.
 * Any other country of the shared table (shared-ui/src/countries) may be chosen; its city and district are then
 * written by the customer, as no list of them is kept.
 */
export interface Country {
  name: string;
  /** City (province) name → its districts. */
  cities: Readonly<Record<string, readonly string[]>>;
}

const germany: Readonly<Record<string, readonly string[]>> = {
  Berlin: [
    'Charlottenburg-Wilmersdorf',
    'Friedrichshain-Kreuzberg',
    'Lichtenberg',
    'Marzahn-Hellersdorf',
    'Mitte',
    'Neukölln',
    'Pankow',
    'Reinickendorf',
    'Spandau',
    'Steglitz-Zehlendorf',
    'Tempelhof-Schöneberg',
    'Treptow-Köpenick',
  ],
  Münih: [
    'Altstadt-Lehel',
    'Bogenhausen',
    'Ludwigsvorstadt-Isarvorstadt',
    'Maxvorstadt',
    'Neuhausen-Nymphenburg',
    'Pasing-Obermenzing',
    'Schwabing-West',
    'Sendling',
  ],
};

export const countries: readonly Country[] = [
  { name: 'Türkiye', cities: turkeyProvinces },
  { name: 'Almanya', cities: germany },
];

/**
 * Every country of residence, as stored: its Turkish name in the shared country table (the value profiles have
 * always held, "Türkiye", "Almanya"), shown in the reader's language by residenceCountryOptions.
 */
export const countryNames: readonly string[] = countryCodes.map((code) => countryName(code, 'tr'));

/** The country choices for a reader: the stored (Turkish) name as value, the name in `lang` as label, sorted by it. */
export function residenceCountryOptions(lang: string): { value: string; label: string }[] {
  return countryOptions(lang).map(({ value, label }) => ({ value: countryName(value, 'tr'), label }));
}

/** Whether cities and districts of `country` come from the built-in data (a picker) or are written freely. */
export const hasCityList = (country: string): boolean => countries.some((c) => c.name === country);

export function citiesOf(country: string): string[] {
  const found = countries.find((c) => c.name === country);
  return found ? Object.keys(found.cities).sort((a, b) => a.localeCompare(b, 'tr')) : [];
}

export function districtsOf(country: string, city: string): readonly string[] {
  const found = countries.find((c) => c.name === country);
  if (!found || !Object.prototype.hasOwnProperty.call(found.cities, city)) return [];
  return found.cities[city] ?? [];
}

/** Which part of a country / city / district choice is not in the data, if any. */
export function locationProblem(
  country: string | null,
  city: string | null,
  district: string | null,
): 'country' | 'city' | 'district' | null {
  if (!country) return city || district ? 'country' : null;
  if (!countryNames.includes(country)) return 'country';
  if (!city) return district ? 'city' : null;
  if (!hasCityList(country)) return null;
  if (!citiesOf(country).includes(city)) return 'city';
  if (district && !districtsOf(country, city).includes(district)) return 'district';
  return null;
}
