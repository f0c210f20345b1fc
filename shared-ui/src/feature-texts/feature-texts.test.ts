import { i18n, initI18n } from 'shared-ui';
import { registerFeatureTexts, withTexts, type FeatureTexts } from './index';

initI18n();

const greeting: FeatureTexts = { ns: 'feature-texts-test', tr: { hello: 'Merhaba' }, en: { hello: 'Hello' } };

describe('feature texts', () => {
  it('registers nothing until a screen module arrives, then its declared namespaces in both languages', async () => {
    const load = () => Promise.resolve({ Screen: () => null, texts: [greeting] });
    expect(i18n.hasResourceBundle('tr', greeting.ns)).toBe(false);

    const screen = await load().then(withTexts);

    expect(screen.texts).toEqual([greeting]);
    expect(i18n.getFixedT('tr', greeting.ns)('hello')).toBe('Merhaba');
    expect(i18n.getFixedT('en', greeting.ns)('hello')).toBe('Hello');
  });

  it('keeps the texts registered first when a namespace is declared again', () => {
    registerFeatureTexts({ ...greeting, ns: 'feature-texts-twice' });
    registerFeatureTexts({ ns: 'feature-texts-twice', tr: { hello: 'Selam' }, en: { hello: 'Hi' } });
    expect(i18n.getFixedT('tr', 'feature-texts-twice')('hello')).toBe('Merhaba');
  });
});
