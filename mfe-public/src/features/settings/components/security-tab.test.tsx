import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';
import { aProfile } from '../testing/fixtures';

const url = '/settings?tab=guvenlik';
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Güncelle' }));

describe('Güvenlik tab', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('user');
  });

  it('asks for the current password and sends nothing without it', async () => {
    const api = stubFetch(byRoute({ 'GET /api/settings/profile': { body: aProfile() } }));
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    await user.type(screen.getByLabelText('Yeni e-posta'), 'yeni@example.com');
    await submit(user);
    expect(screen.getByText('Mevcut şifrenizi girmeniz gereklidir.')).toBeInTheDocument();
    expect(api.find('PUT', '/settings/security')).toBeUndefined();
  });

  it('refuses new passwords that do not match', async () => {
    const api = stubFetch(byRoute({ 'GET /api/settings/profile': { body: aProfile() } }));
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    await user.type(screen.getByLabelText('Mevcut şifre'), 'Eski.Sifre1');
    await user.type(screen.getByLabelText('Yeni şifre'), 'Yeni.Sifre1');
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'Yeni.Sifre2');
    await submit(user);
    expect(screen.getByText('Yeni şifreler eşleşmiyor.')).toBeInTheDocument();
    expect(api.find('PUT', '/settings/security')).toBeUndefined();
  });

  it('sends an empty password as null and says the link went to the new address', async () => {
    const api = stubFetch(byRoute({
      'GET /api/settings/profile': { body: aProfile() },
      'PUT /api/settings/security': {
        body: {
          message:
            'Yeni e-posta adresinize bir doğrulama bağlantısı gönderildi. Adresiniz, bağlantıya tıkladığınızda değişecek.',
          pending_email: 'yeni@example.com',
        },
      },
    }));
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    await user.type(screen.getByLabelText('Mevcut şifre'), 'Eski.Sifre1');
    await user.type(screen.getByLabelText('Yeni e-posta'), 'yeni@example.com');
    await submit(user);
    expect(await screen.findByText(/Yeni e-posta adresinize bir doğrulama bağlantısı gönderildi/)).toBeInTheDocument();
    expect(
      screen.getByText(/Yeni adresinize \(yeni@example.com\) bir doğrulama bağlantısı gönderildi/),
    ).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/settings/security')).toEqual({
      currentPassword: 'Eski.Sifre1',
      email: 'yeni@example.com',
      newPassword: null,
    });
    expect(getSession()?.token).toBe('test-token');
  });

  it('sends an empty e-mail as null and keeps this session with the new token', async () => {
    const api = stubFetch(byRoute({
      'GET /api/settings/profile': { body: aProfile() },
      'PUT /api/settings/security': { body: { message: 'Şifreniz güncellendi.', token: 'fresh-token' } },
    }));
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    await user.type(screen.getByLabelText('Mevcut şifre'), 'Eski.Sifre1');
    await user.type(screen.getByLabelText('Yeni şifre'), 'Yeni.Sifre1');
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'Yeni.Sifre1');
    await submit(user);
    expect(await screen.findByText('Şifreniz güncellendi.')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/settings/security')).toEqual({
      currentPassword: 'Eski.Sifre1',
      email: null,
      newPassword: 'Yeni.Sifre1',
    });
    expect(getSession()).toMatchObject({ token: 'fresh-token', user: { name: 'Ayşe', role: 'user' } });
    expect(screen.getByLabelText('Mevcut şifre')).toHaveValue('');
  });

  it('shows the server message under the field when the current password is wrong', async () => {
    stubFetch(byRoute({
      'GET /api/settings/profile': { body: aProfile() },
      'PUT /api/settings/security': {
        status: 400,
        body: {
          message: 'Mevcut şifreniz hatalı.',
          code: 'wrongCurrentPassword',
          fields: { currentPassword: 'Mevcut şifreniz hatalı.' },
        },
      },
    }));
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    await user.type(screen.getByLabelText('Mevcut şifre'), 'Yanlis.Sifre1');
    await user.type(screen.getByLabelText('Yeni e-posta'), 'yeni@example.com');
    await submit(user);
    expect(await screen.findAllByText('Mevcut şifreniz hatalı.')).toHaveLength(2);
    expect(screen.getByLabelText('Mevcut şifre')).toHaveAttribute('aria-invalid', 'true');
  });
});
