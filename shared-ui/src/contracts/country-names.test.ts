import { getCountries } from 'libphonenumber-js';
import { plannerCountries } from './apostille-members';
import { countryCodes, countryName, countryOptions } from './country-names';
import { residenceCountryOptions } from './locations';

const turkish = countryCodes.map((code) => [code, countryName(code, 'tr')] as const);
const english = countryCodes.map((code) => [code, countryName(code, 'en')] as const);

describe('the country list', () => {
  it('names every country the phone field offers and every country of the order form, in both languages', () => {
    const codes = new Set([...getCountries(), ...plannerCountries]);
    for (const code of codes) {
      expect([code, countryName(code, 'tr')]).not.toEqual([code, code]);
      expect([code, countryName(code, 'en')]).not.toEqual([code, code]);
    }
  });

  it('has no Turkish name with a case ending ("Hindistan\'da") or the translated "Yeniden Birleşme"', () => {
    expect(turkish.filter(([, name]) => /['’]\p{Ll}+$/u.test(name))).toEqual([]);
    expect(turkish.filter(([, name]) => /Yeniden Birleşme/.test(name))).toEqual([]);
  });

  it('uses the standard names', () => {
    expect(['IN', 'RE', 'GB', 'BY', 'SZ', 'TR', 'CZ', 'MK'].map((c) => countryName(c, 'tr'))).toEqual([
      'Hindistan',
      'Réunion',
      'Birleşik Krallık',
      'Belarus',
      'Esvatini',
      'Türkiye',
      'Çekya',
      'Kuzey Makedonya',
    ]);
    expect(['IN', 'RE', 'GB', 'BY', 'SZ', 'TR'].map((c) => countryName(c, 'en'))).toEqual([
      'India',
      'Réunion',
      'United Kingdom',
      'Belarus',
      'Eswatini',
      'Türkiye',
    ]);
  });

  it('writes names, not the CLDR display forms ("Kongo - Kinşasa", "Çin Hong Kong ÖİB", "St. Kitts & Nevis")', () => {
    const displayForms = /( - |ÖİB|SAR| & |^St\. )/;
    expect([...turkish, ...english].filter(([, name]) => displayForms.test(name))).toEqual([]);
  });

  it('answers the code for a country it does not know, and nothing for no country', () => {
    expect(countryName('QQ', 'tr')).toBe('QQ');
    expect(countryName(null, 'en')).toBe('');
  });

  it('offers every country by code, named and sorted in the reader language, in the order of the residence list', () => {
    const tr = countryOptions('tr');
    const en = countryOptions('en');
    expect(tr.map((o) => o.value).sort()).toEqual([...countryCodes].sort());
    expect(tr.find((o) => o.value === 'DE')?.label).toBe('Almanya');
    expect(en.find((o) => o.value === 'DE')?.label).toBe('Germany');
    expect(tr.map((o) => o.label).indexOf('Çin')).toBeGreaterThan(tr.map((o) => o.label).indexOf('Cezayir'));
    expect(residenceCountryOptions('en').map((o) => o.label)).toEqual(en.map((o) => o.label));
  });
});
