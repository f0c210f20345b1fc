import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type AdminPriceListDto } from 'shared-ui';
import { byRoute, languagesFixture, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { PriceListCard } from './price-list-card';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { priceListTexts } from '../price-list-texts';

registerFeatureTexts(priceListTexts);

const none = { percent: 0, fixed: 0 };
const list: AdminPriceListDto = {
  groups: [
    {
      id: 1,
      name_tr: 'Avrupa dilleri',
      name_en: 'European languages',
      per_page: 300,
      per_word: 1.2,
      languages: [{ id: 3, name: 'İngilizce' }],
    },
  ],
  rules: {
    surcharges: {
      translation_type: {
        official: none,
        sworn: { percent: 20, fixed: 0 },
        notary: none,
        apostille: none,
        consular: none,
      },
      urgency: { '1': { percent: 100, fixed: 0 }, '2': none, '3': none },
      legibility: { clear: none, faded: none, partly_illegible: none },
      ottoman_output: {
        transcription_plain: none,
        transcription_diacritics: none,
        simplification: none,
        translation: none,
      },
    },
    minimum: 500,
    vat_percent: 20,
    pages_per_day: 10,
  },
  changes: [],
};

afterEach(() => void i18n.changeLanguage('tr'));

describe('the price list in Site ayarları', () => {
  it('shows the groups with their prices and saves the rules with KDV as typed', async () => {
    const api = stubFetch(
      byRoute({
        'GET /admin/price-list': { body: list },
        'GET /admin/languages': { body: languagesFixture },
        'PUT /admin/price-list/rules': { body: { message: 'Fiyat kuralları kaydedildi.', rules: list.rules } },
      }),
    );
    renderWithProviders(<PriceListCard />, { language: 'tr' });
    expect(await screen.findByText('Avrupa dilleri')).toBeInTheDocument();
    expect(screen.getByText('sayfa ₺300,00 · kelime ₺1,20')).toBeInTheDocument();
    const vat = screen.getByLabelText('KDV oranı (%)');
    await userEvent.clear(vat);
    await userEvent.type(vat, '18');
    await userEvent.click(screen.getByRole('button', { name: 'Kuralları kaydet' }));
    expect(await screen.findByText('Fiyat kuralları kaydedildi.')).toBeInTheDocument();
    const sent = api.bodyOf('PUT', '/admin/price-list/rules') as AdminPriceListDto['rules'];
    expect(sent.vat_percent).toBe(18);
    expect(sent.surcharges.translation_type.sworn).toEqual({ percent: 20, fixed: 0 });
  });

  it('adds a group in English with its languages, and shows the server’s refusal', async () => {
    const api = stubFetch(
      byRoute({
        'GET /admin/price-list': { body: list },
        'GET /admin/languages': { body: languagesFixture },
        'POST /admin/price-list/groups': {
          status: 409,
          body: {
            message: 'This language is already in another group.',
            code: 'languageInAnotherGroup',
            fields: { language_ids: 'This language is already in another group.' },
          },
        },
      }),
    );
    renderWithProviders(<PriceListCard />, { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a language group' }));
    await userEvent.type(screen.getByLabelText('Group name (Turkish)'), 'Almanca');
    await userEvent.type(screen.getByLabelText('Group name (English)'), 'German');
    await userEvent.type(screen.getByLabelText('Price per page (₺)'), '350');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'German' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This language is already in another group.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodyOf('POST', '/admin/price-list/groups')).toEqual({
        name_tr: 'Almanca',
        name_en: 'German',
        per_page: 350,
        per_word: 0,
        language_ids: [4],
      }),
    );
  });
});
