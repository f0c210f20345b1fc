import { plannerCountryOptions } from 'shared-ui/legalisation-planner';
import { phoneLabels } from './phone-labels';

describe("the phone field's country names", () => {
  it.each(['tr', 'en'])('agree in %s with the order form for every country both lists have', (lang) => {
    const phone = phoneLabels(lang, 'Ülke') as Record<string, string | undefined>;
    const differing = plannerCountryOptions(lang).filter((option) => phone[option.value] !== option.label);
    expect(differing).toEqual([]);
  });

  it('are the corrected Turkish names, without case endings', () => {
    const labels = phoneLabels('tr', 'Ülke') as Record<string, string>;
    expect([labels.IN, labels.RE, labels.GB, labels.BY, labels.SZ]).toEqual([
      'Hindistan',
      'Réunion',
      'Birleşik Krallık',
      'Belarus',
      'Esvatini',
    ]);
    const countryNames = Object.entries(labels).filter(([key]) => /^[A-Z]{2}$/.test(key) && key !== 'ZZ');
    expect(countryNames.filter(([, name]) => /['’]\p{Ll}+$/u.test(name))).toEqual([]);
  });

  it("keep the library's texts for the number and the country box's own label", () => {
    const labels = phoneLabels('en', 'Country');
    expect(labels.country).toBe('Country');
    expect(labels.ZZ).toBe('International');
  });
});
