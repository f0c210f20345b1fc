import { citiesOf, countries, districtsOf, locationProblem } from './locations';

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
    expect(locationProblem('Fransa', 'Paris', null)).toBe('country');
    expect(locationProblem(null, 'İzmir', null)).toBe('country');
    expect(locationProblem('Türkiye', null, 'Bornova')).toBe('city');
    expect(locationProblem('Türkiye', 'constructor', null)).toBe('city');
  });
});
