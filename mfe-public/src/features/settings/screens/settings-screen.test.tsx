import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';
import { aProfile, someCertificates, someNotifications } from '../testing/fixtures';

const tabNames = () =>
  within(screen.getByTestId('settings-tabs'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('Settings screen', () => {
  beforeEach(() => localStorage.clear());

  it('gives a customer five tabs (Kişisel Verilerim too)', async () => {
    signInAs('user');
    stubFetch(byRoute({ 'GET /api/settings/profile': { body: aProfile() } }));
    renderSettings();
    expect(screen.getByTestId('settings-tabs')).toHaveAttribute('role', 'tablist');
    expect(tabNames()).toEqual(['Profil', 'Güvenlik', 'Bildirimler', 'Kişisel Verilerim', 'Hesap Silme']);
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Ad')).toHaveValue('Ayşe');
    expect(screen.queryByRole('heading', { name: 'Uzmanlık dilleri' })).not.toBeInTheDocument();
  });

  it('gives a translator eight tabs (payout details and Kişisel Verilerim too), and languages and certificates on the Profil tab', async () => {
    signInAs('translator');
    stubFetch(
      byRoute({
        'GET /api/settings/profile': { body: aProfile({ role: 'translator', languages: 'Osmanlıca, İngilizce' }) },
        'GET /api/settings/certificates': { body: someCertificates },
      }),
    );
    renderSettings();
    expect(tabNames()).toEqual([
      'Profil',
      'Dillerim',
      'Sertifikalarım',
      'Ödeme bilgileri',
      'Güvenlik',
      'Bildirimler',
      'Kişisel Verilerim',
      'Hesap Silme',
    ]);
    expect(await screen.findByRole('heading', { name: 'Uzmanlık dilleri' })).toBeInTheDocument();
    expect(screen.getByLabelText('Diller')).toHaveValue('Osmanlıca, İngilizce');
    expect(await screen.findByText('yeminli-sertifika.pdf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'yeminli-sertifika.pdf dosyasını görüntüle' })).toHaveAttribute(
      'href',
      someCertificates[0]?.url,
    );
  });

  it('keeps the chosen tab in the address and opens it from there', async () => {
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /api/settings/profile': { body: aProfile() },
        'GET /api/settings/notifications': { body: someNotifications },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=guvenlik');
    expect(screen.getByRole('tab', { name: 'Güvenlik' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Mevcut şifre/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bildirimler' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings?tab=bildirimler');
    expect(await screen.findByLabelText('E-posta bildirimleri')).toBeChecked();
  });

  it('does not open a translator tab for a customer', async () => {
    signInAs('user');
    stubFetch(byRoute({ 'GET /api/settings/profile': { body: aProfile() } }));
    renderSettings('/settings?tab=sertifikalarim');
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Ad')).toBeInTheDocument();
  });

  it('deletes the account after the confirmation, clears the session and goes home', async () => {
    signInAs('user');
    const api = stubFetch(byRoute({ 'DELETE /api/settings/account': { body: { message: 'Hesabınız silindi.' } } }));
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=hesap-silme');
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Bu işlem geri alınamaz. Hesabınızı silmek istediğinizden emin misiniz?'),
    ).toBeInTheDocument();
    expect(api.find('DELETE', '/settings/account')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Evet, hesabımı sil' }));
    expect(await screen.findByText('Hesabınız silindi.')).toBeInTheDocument();
    await waitFor(() => expect(getSession()).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('keeps the account and the session when the deletion is cancelled or fails', async () => {
    signInAs('user');
    stubFetch(
      byRoute({
        'DELETE /api/settings/account': { status: 500, body: { message: 'Sunucu hatası', code: 'internal' } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=hesap-silme');
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Vazgeç' }));
    expect(getSession()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Evet, hesabımı sil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası');
    expect(getSession()).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });
});
