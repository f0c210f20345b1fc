import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount, sentBody, stubFetch } from '../testing/render-account';

afterEach(() => jest.useRealTimers());

describe('e-mail verification page', () => {
  it("shows the 'checking' text while the token is being verified", () => {
    stubFetch('pending');
    renderAccount('/verify-email?token=abc&email=ayse%40example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Doğrulanıyor…');
  });

  it('verifies the token, replaces the address with status=success, then goes to /login after 3 s', async () => {
    jest.useFakeTimers();
    const fetchMock = stubFetch({
      body: { success: true, email: 'ayse@example.com', message: 'E-posta adresiniz doğrulandı.' },
    });
    renderAccount('/verify-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'E-posta adresiniz doğrulandı!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/verify?status=success&email=ayse%40example.com');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/verify-email');
    expect(sentBody(fetchMock)).toEqual({ token: 'abc' });
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/verify\?/);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('turns a refused token into status=expired and offers a resend for the e-mail of the link', async () => {
    const fetchMock = stubFetch(
      { status: 400, body: { message: 'Token geçersiz veya süresi dolmuş.', code: 'tokenInvalid' } },
      { body: { message: 'Hesabınız doğrulanmamışsa yeni bir doğrulama bağlantısı gönderildi.' } },
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
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/resend-verification');
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'ayse@example.com' });
  });

  it('treats a false result or no answer as expired', async () => {
    stubFetch({ body: { success: false, email: null, message: '' } });
    const first = renderAccount('/verify-email?token=abc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/verify\?status=expired$/));
    first.unmount();
    stubFetch('network');
    renderAccount('/verify-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'Bağlantının süresi dolmuş' })).toBeInTheDocument();
  });

  it('asks for the e-mail when the expired address carries none, and shows the default on failure', async () => {
    const fetchMock = stubFetch('network');
    renderAccount('/verify?status=expired');
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
    await u.click(screen.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bir hata oluştu. Lütfen tekrar deneyin.');
    expect(sentBody(fetchMock)).toEqual({ email: 'ayse@example.com' });
  });

  it('does not call the server again once the status is in the address', () => {
    const fetchMock = stubFetch();
    renderAccount('/verify?status=success&token=abc');
    expect(screen.getByRole('heading', { name: 'E-posta adresiniz doğrulandı!' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
