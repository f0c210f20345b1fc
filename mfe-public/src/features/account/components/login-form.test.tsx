import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inOrder, stubFetch } from 'shared-ui/testing';
import { renderAccount } from '../../../testing/render-public';

const user = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', role: 'user' };

async function signIn(url = '/login') {
  renderAccount(url);
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
  await u.type(screen.getByLabelText('Şifre'), 'Gizli!123');
  await u.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  return u;
}

beforeEach(() => localStorage.clear());

describe('login page', () => {
  it('links to forgot-password and register and hides the honeypot from people', () => {
    renderAccount('/login');
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Kayıt olun' })).toHaveAttribute('href', '/register');
    const hp = document.querySelector('input[name="hp"]');
    expect(hp).toHaveAttribute('tabindex', '-1');
    expect(hp).toHaveAttribute('autocomplete', 'off');
    expect(hp?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('hands its redirect to the register link, so a visitor who signs up first comes back to it', () => {
    renderAccount('/login?redirect=%2Fquote');
    expect(screen.getByRole('link', { name: 'Kayıt olun' })).toHaveAttribute('href', '/register?redirect=%2Fquote');
  });

  it('says nothing about a verification link when nobody just registered', () => {
    renderAccount('/login');
    expect(screen.queryByText(/doğrulama bağlantısı/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveValue('');
  });

  it('stores the session and follows the redirect parameter', async () => {
    const api = stubFetch(inOrder({ body: { token: 'tok-1', user } }));
    await signIn('/login?redirect=%2Fquote');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/quote$/));
    expect(api.calls[0]?.url).toBe('/api/auth/login');
    expect(api.calls[0]?.body).toEqual({ email: 'ayse@example.com', password: 'Gizli!123', hp: '' });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(user);
  });

  it('goes home when the redirect leaves the site', async () => {
    stubFetch(inOrder({ body: { token: 'tok-1', user } }));
    await signIn('/login?redirect=%2F%2Fevil.example');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("shows the server's message on failure", async () => {
    stubFetch(
      inOrder({
        status: 429,
        body: { message: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.', code: 'tooManyRequests' },
      }),
    );
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla deneme yaptınız.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the default message when the server gives none', async () => {
    stubFetch(inOrder({ status: 401, body: {} }));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
  });

  it('shows the server error text when there is no answer', async () => {
    stubFetch(inOrder('network'));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası oluştu.');
  });

  it('offers a new verification link for an unverified account', async () => {
    const message = 'Giriş yapmadan önce e-posta adresinizi doğrulayın.';
    const api = stubFetch(
      inOrder(
        { status: 403, body: { message, code: 'emailNotVerified' } },
        { body: { message: 'Hesabınız doğrulanmamışsa yeni bir doğrulama bağlantısı gönderildi.' } },
      ),
    );
    const u = await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await u.click(screen.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' }));
    expect(
      await screen.findByText('Hesabınız doğrulanmamışsa yeni bir doğrulama bağlantısı gönderildi.'),
    ).toBeInTheDocument();
    expect(api.calls[1]?.url).toBe('/api/resend-verification');
    expect(api.calls[1]?.body).toEqual({ email: 'ayse@example.com' });
  });

  it('asks for both fields before calling the server', async () => {
    const api = stubFetch(inOrder());
    renderAccount('/login');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findAllByText('Bu alan zorunludur.')).toHaveLength(2);
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
