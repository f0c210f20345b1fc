import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inOrder, stubFetch } from 'shared-ui/testing';
import { renderAccount } from '../../../testing/render-public';

afterEach(() => jest.useRealTimers());

describe('e-mail verification page', () => {
  it("shows the 'checking' text while the token is being verified", () => {
    stubFetch(inOrder('pending'));
    renderAccount('/verify-email?token=abc&email=ayse%40example.com');
    expect(screen.getByText('Doğrulanıyor…').closest('[role="status"]')).not.toBeNull();
  });

  it('verifies the token, replaces the address with status=success, then goes to /login after 3 s', async () => {
    jest.useFakeTimers();
    const api = stubFetch(
      inOrder({
        body: { success: true, email: 'ayse@example.com', message: 'E-posta adresiniz doğrulandı.' },
      }),
    );
    renderAccount('/verify-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'E-posta adresiniz doğrulandı!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/verify?status=success&email=ayse%40example.com');
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(api.calls[0]?.url).toBe('/api/auth/verify-email');
    expect(api.calls[0]?.body).toEqual({ token: 'abc' });
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/verify\?/);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('keeps the redirect of the mailed link through the status address and on to /login', async () => {
    jest.useFakeTimers();
    stubFetch(
      inOrder({ body: { success: true, email: 'ayse@example.com', message: 'E-posta adresiniz doğrulandı.' } }),
    );
    renderAccount('/verify-email?token=abc&email=ayse%40example.com&redirect=%2Fquote');
    expect(await screen.findByRole('heading', { name: 'E-posta adresiniz doğrulandı!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/verify?status=success&email=ayse%40example.com&redirect=%2Fquote',
    );
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?redirect=%2Fquote$/);
  });

  it('tells the sign-in page which address was verified: it says so and fills the address in', async () => {
    stubFetch(
      inOrder({ body: { success: true, email: 'ayse@example.com', message: 'E-posta adresiniz doğrulandı.' } }),
    );
    renderAccount('/verify-email?token=abc');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Giriş Yap' }));
    expect(
      await screen.findByText('ayse@example.com adresiniz doğrulandı: şifrenizle giriş yapabilirsiniz.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveValue('ayse@example.com');
  });

  it('turns a refused token into status=expired and offers a resend for the e-mail of the link', async () => {
    const api = stubFetch(
      inOrder(
        { status: 400, body: { message: 'Token geçersiz veya süresi dolmuş.', code: 'tokenInvalid' } },
        { body: { message: 'Hesabınız doğrulanmamışsa yeni bir doğrulama bağlantısı gönderildi.' } },
      ),
    );
    renderAccount('/verify-email?token=old&email=ayse%40example.com');
    expect(await screen.findByRole('heading', { name: 'Bağlantının süresi dolmuş' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/verify?status=expired&email=ayse%40example.com');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' }));
    expect(
      await screen.findByText('Hesabınız doğrulanmamışsa yeni bir doğrulama bağlantısı gönderildi.'),
    ).toBeInTheDocument();
    expect(api.calls[1]?.url).toBe('/api/resend-verification');
    expect(api.calls[1]?.body).toEqual({ email: 'ayse@example.com' });
  });

  it('treats a false result or no answer as expired', async () => {
    stubFetch(inOrder({ body: { success: false, email: null, message: '' } }));
    const first = renderAccount('/verify-email?token=abc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/verify\?status=expired$/));
    first.unmount();
    stubFetch(inOrder('network'));
    renderAccount('/verify-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'Bağlantının süresi dolmuş' })).toBeInTheDocument();
  });

  it('asks for the e-mail when the expired address carries none, and shows the default on failure', async () => {
    const api = stubFetch(inOrder('network'));
    renderAccount('/verify?status=expired');
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
    await u.click(screen.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bir hata oluştu. Lütfen tekrar deneyin.');
    expect(api.calls[0]?.body).toEqual({ email: 'ayse@example.com' });
  });

  it('does not call the server again once the status is in the address', () => {
    const api = stubFetch(inOrder());
    renderAccount('/verify?status=success&token=abc');
    expect(screen.getByRole('heading', { name: 'E-posta adresiniz doğrulandı!' })).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
