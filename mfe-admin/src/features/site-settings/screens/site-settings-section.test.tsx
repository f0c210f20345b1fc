import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared-ui/testing';
import { SiteSettingsSection, texts } from './site-settings-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';

registerFeatureTexts(...texts);

const settings = {
  bank_name: 'Ziraat Bankası',
  bank_account_holder: 'Tercüme Odası Ltd.',
  bank_iban: 'TR330006100519786457841326',
  usual_quote_hours: 24,
  contact_phone: '',
  contact_email: 'info@example.com',
  whatsapp_number: '905551112233',
};
const changes = [
  {
    id: 1,
    key: 'bank_name',
    old_value: 'Eski Banka',
    new_value: 'Ziraat Bankası',
    actor_name: 'Ali Veli',
    at: '2026-01-02T10:00:00Z',
  },
];

/** The versions card below the form asks for its own data; no release stored yet. */
const noReleases = { items: [], changes: [] };

describe('site settings section', () => {
  it('shows the values in force with the IBAN in groups, and the audited changes', async () => {
    stubFetch((call) =>
      call.path === '/admin/price-list' || call.path === '/admin/privacy-notice'
        ? 'pending'
        : { body: call.path === '/admin/releases' ? noReleases : { settings, changes } },
    );
    renderWithProviders(<SiteSettingsSection />, { language: 'tr' });
    expect(await screen.findByRole('textbox', { name: 'IBAN' })).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    expect(screen.getByRole('textbox', { name: 'Banka' })).toHaveValue('Ziraat Bankası');
    expect(screen.getByText(/Banka: “Eski Banka” → “Ziraat Bankası” \(Ali Veli\)/)).toBeInTheDocument();
  });

  it('saves the whole set and shows the field the server refused', async () => {
    const { calls } = stubFetch((call) =>
      call.path === '/admin/price-list' || call.path === '/admin/privacy-notice'
        ? 'pending'
        : call.method === 'PUT'
          ? {
              status: 400,
              body: {
                message: 'Geçersiz',
                code: 'validationFailed',
                fields: { bank_iban: 'Geçerli bir IBAN giriniz.' },
              },
            }
          : { body: call.path === '/admin/releases' ? noReleases : { settings, changes: [] } },
    );
    renderWithProviders(<SiteSettingsSection />, { language: 'tr' });
    const hours = await screen.findByRole('spinbutton', { name: 'Olağan fiyat süresi (saat)' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ usual_quote_hours: 6 }));
    expect(await screen.findByText('Geçerli bir IBAN giriniz.')).toBeInTheDocument();
  });

  it('edits SWIFT/BIC, the bank address and the legal details printed on receipts (English)', async () => {
    const { calls } = stubFetch((call) =>
      call.path === '/admin/price-list' || call.path === '/admin/privacy-notice'
        ? 'pending'
        : call.method === 'PUT'
          ? { body: { message: 'Site settings saved.', settings, changes: [] } }
          : { body: call.path === '/admin/releases' ? noReleases : { settings, changes: [] } },
    );
    renderWithProviders(<SiteSettingsSection />, { language: 'en' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'SWIFT/BIC' }), 'TCZBTR2A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Registered name' }), 'Tercüme Odası Ltd. Şti.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tax number' }), '3130557669');
    expect(screen.getByRole('group', { name: 'Legal details on receipts' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        bank_swift: 'TCZBTR2A',
        legal_title: 'Tercüme Odası Ltd. Şti.',
        legal_tax_number: '3130557669',
      }),
    );
  });
});
