import { turkeyProvinces } from './locations-tr';

/**
 * Built-in location data for the settings form's pickers (spec 2.10): every province of Türkiye with its
 * districts, and a short list for Almanya. The server checks city and district against the same data.
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

export const countryNames = countries.map((c) => c.name);

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
  if (!countries.some((c) => c.name === country)) return 'country';
  if (!city) return district ? 'city' : null;
  if (!citiesOf(country).includes(city)) return 'city';
  if (district && !districtsOf(country, city).includes(district)) return 'district';
  return null;
}
