import { citiesOf, countries, districtsOf, locationProblem, residenceCountryOptions } from './locations';

const turkey = countries.find((c) => c.name === 'Türkiye');

describe('built-in location data', () => {
  it('has all 81 provinces of Türkiye and their 973 districts', () => {
    expect(Object.keys(turkey?.cities ?? {})).toHaveLength(81);
    expect(Object.values(turkey?.cities ?? {}).reduce((sum, d) => sum + d.length, 0)).toBe(973);
  });

  it.each([
    ['İstanbul', 39],
    ['Ankara', 25],
    ['İzmir', 30],
    ['Antalya', 19],
    ['Bursa', 17],
    ['Konya', 31],
    ['Adana', 15],
    ['Bayburt', 3],
    ['Hakkari', 5],
  ])('lists the official districts of %s (%i)', (province, count) => {
    expect(districtsOf('Türkiye', province)).toHaveLength(count);
  });

  it('uses the official names and no duplicate within a province', () => {
    expect(districtsOf('Türkiye', 'İstanbul')).toEqual(
      expect.arrayContaining(['Eyüpsultan', 'Kadıköy', 'Üsküdar', 'Şile']),
    );
    expect(districtsOf('Türkiye', 'Ankara')).toContain('Kahramankazan');
    for (const districts of Object.values(turkey?.cities ?? {})) expect(new Set(districts).size).toBe(districts.length);
  });

  it('has Almanya with Berlin and Münih', () => {
    expect(citiesOf('Almanya')).toEqual(['Berlin', 'Münih']);
  });

  it('sorts the provinces in Turkish order for the picker', () => {
    const cities = citiesOf('Türkiye');
    expect(cities.indexOf('Çanakkale')).toBeGreaterThan(cities.indexOf('Bursa'));
    expect(cities.indexOf('Çanakkale')).toBeLessThan(cities.indexOf('Denizli'));
  });

  it('names the part of a location choice that is not in the data', () => {
    expect(locationProblem('Türkiye', 'İzmir', 'Bornova')).toBeNull();
    expect(locationProblem(null, null, null)).toBeNull();
    expect(locationProblem('Türkiye', 'Atlantis', null)).toBe('city');
    expect(locationProblem('Türkiye', 'İzmir', 'Kadıköy')).toBe('district');
    expect(locationProblem('Narnia', 'Paris', null)).toBe('country');
    expect(locationProblem(null, 'İzmir', null)).toBe('country');
    expect(locationProblem('Türkiye', null, 'Bornova')).toBe('city');
    expect(locationProblem('Türkiye', 'constructor', null)).toBe('city');
  });

  it('accepts any country of the shared table, with a written city and district where no list is kept', () => {
    expect(locationProblem('Birleşik Krallık', 'Manchester', 'Didsbury')).toBeNull();
    expect(locationProblem('Fransa', 'Paris', null)).toBeNull();
    expect(locationProblem('Fransa', null, 'Montmartre')).toBe('city');
    expect(locationProblem('United Kingdom', 'London', null)).toBe('country');
  });

  it('offers every country named in the reader language and sorted by it, keeping the Turkish name as value', () => {
    const tr = residenceCountryOptions('tr');
    const en = residenceCountryOptions('en');
    expect(tr.length).toBeGreaterThan(200);
    expect(tr.find((o) => o.value === 'Almanya')?.label).toBe('Almanya');
    expect(en.find((o) => o.value === 'Almanya')?.label).toBe('Germany');
    expect(en.find((o) => o.value === 'Birleşik Krallık')?.label).toBe('United Kingdom');
    const labels = (options: typeof tr) => options.map((o) => o.label);
    expect(labels(tr)).toEqual([...labels(tr)].sort((a, b) => a.localeCompare(b, 'tr')));
    expect(labels(en)).toEqual([...labels(en)].sort((a, b) => a.localeCompare(b, 'en')));
    // Turkish order puts Ç after C, so Çin follows Cezayir
    expect(labels(tr).indexOf('Çin')).toBeGreaterThan(labels(tr).indexOf('Cezayir'));
  });
});
