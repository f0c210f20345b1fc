import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared-ui/testing';
import { SiteSettingsSection } from '../screens/site-settings-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { siteSettingsTexts } from '../site-settings-texts';

registerFeatureTexts(siteSettingsTexts);

const settings = {
  bank_name: 'Ziraat Bankası',
  bank_account_holder: 'Tercüme Odası Ltd.',
  bank_iban: 'TR330006100519786457841326',
  usual_quote_hours: 24,
  contact_phone: '',
  contact_email: 'info@example.com',
  whatsapp_number: '905551112233',
  admins_require_two_step: false,
};

describe('Site ayarları: admins must use two-step sign-in', () => {
  it('is a checkbox sent with the set, and shows why the server refused it', async () => {
    const { calls } = stubFetch((call) =>
      call.path === '/admin/price-list' || call.path === '/admin/privacy-notice'
        ? 'pending'
        : call.method === 'PUT'
          ? {
              status: 400,
              body: {
                message: 'Bu ayarı açmadan önce kendi hesabınızda iki adımlı girişi açın.',
                code: 'enrolTwoStepFirst',
                fields: { admins_require_two_step: 'Bu ayarı açmadan önce kendi hesabınızda iki adımlı girişi açın.' },
              },
            }
          : { body: call.path === '/admin/releases' ? { items: [], changes: [] } : { settings, changes: [] } },
    );
    renderWithProviders(<SiteSettingsSection />, { language: 'tr' });
    const box = await screen.findByRole('checkbox', { name: 'Yöneticiler iki adımlı girişi kullanmak zorunda' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Hesap güvenliği' })).toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ admins_require_two_step: true }),
    );
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getAllByText('Bu ayarı açmadan önce kendi hesabınızda iki adımlı girişi açın.').length,
    ).toBeGreaterThan(0);
  });
});
