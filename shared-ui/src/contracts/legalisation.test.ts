import {
  apostilleMembers,
  isPlannerCountry,
  legalisationRouteOf,
  legalisationSteps,
  plannerCountries,
} from './legalisation';

describe('the legalisation planner’s routing rules', () => {
  it('keeps a document for Türkiye at home: sworn translation and notary only', () => {
    expect(legalisationRouteOf('TR')).toBe('domestic');
    expect(legalisationSteps.domestic).toEqual(['sworn', 'notary']);
  });

  it.each(['DE', 'GB', 'US', 'NL', 'FR', 'AZ', 'RU', 'JP', 'CN', 'CA', 'SA', 'HK'])(
    'sends a document for %s (a party to the Apostille Convention) to the apostille',
    (country) => {
      expect(legalisationRouteOf(country)).toBe('apostille');
      expect(legalisationSteps.apostille).toEqual(['sworn', 'notary', 'apostille']);
    },
  );

  it.each(['IQ', 'EG', 'AE', 'QA', 'IR', 'LY', 'DZ', 'KW', 'JO', 'TM', 'NG', 'VN'])(
    'sends a document for %s (not a party) through the Ministry of Foreign Affairs and the consulate',
    (country) => {
      expect(legalisationRouteOf(country)).toBe('consular');
      expect(legalisationSteps.consular).toEqual(['sworn', 'notary', 'ministry', 'consulate']);
    },
  );

  it('lists every member among the countries a customer can pick, each once', () => {
    expect(new Set(plannerCountries).size).toBe(plannerCountries.length);
    expect(new Set(apostilleMembers).size).toBe(apostilleMembers.length);
    expect(apostilleMembers.filter((c) => !isPlannerCountry(c))).toEqual([]);
  });

  it('names every country in Turkish and English from the platform’s own data', () => {
    for (const lang of ['tr', 'en']) {
      const names = new Intl.DisplayNames([lang], { type: 'region' });
      for (const code of plannerCountries) expect(names.of(code)).not.toBe(code);
    }
  });

  it('knows no country it cannot name', () => {
    expect(isPlannerCountry('ZZ')).toBe(false);
    expect(isPlannerCountry('tr')).toBe(false);
  });
});
