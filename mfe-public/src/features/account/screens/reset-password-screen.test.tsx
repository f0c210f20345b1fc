import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inOrder, stubFetch } from 'shared-ui/testing';
import { renderAccount } from '../../../testing/render-public';

const url = '/reset-password?token=t0k&email=ayse%40example.com';

async function submit(password: string, repeat = password) {
  const u = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  await u.type(screen.getByLabelText('Yeni şifre'), password);
  await u.type(screen.getByLabelText('Yeni şifre (tekrar)'), repeat);
  await u.click(screen.getByRole('button', { name: 'Şifreyi güncelle' }));
  return u;
}

afterEach(() => jest.useRealTimers());

describe('reset password page', () => {
  it('shows the strength rule for a weak password and sends nothing', async () => {
    const api = stubFetch(inOrder());
    renderAccount(url);
    await submit('gizli123');
    // the rules once: the error takes the hint's place
    expect(screen.getByLabelText('Yeni şifre')).toHaveAccessibleDescription(
      'Şifre en az 8 karakter, bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.',
    );
    expect(screen.queryByText(/^En az 8 karakter/)).not.toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the success message and goes to /login after 2 s', async () => {
    jest.useFakeTimers();
    const api = stubFetch(
      inOrder({ body: { message: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.' } }),
    );
    renderAccount(url);
    await submit('Gizli!123');
    expect(await screen.findByText('Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ email: 'ayse@example.com', token: 't0k', newPassword: 'Gizli!123' });
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password/);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it("shows the server's message on failure", async () => {
    stubFetch(inOrder({ status: 400, body: { message: 'Token geçersiz veya süresi dolmuş.', code: 'tokenInvalid' } }));
    renderAccount(url);
    await submit('Gizli!123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token geçersiz veya süresi dolmuş.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password/);
  });

  it('refuses a repeat that differs and sends nothing', async () => {
    renderAccount(url);
    const fetchMock = stubFetch(() => undefined).fetch;
    await submit('Gizli!123', 'Gizli!124');
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toHaveAccessibleDescription('Yeni şifreler eşleşmiyor.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows what was typed when "Şifreyi göster" is ticked', async () => {
    renderAccount(url);
    const u = userEvent.setup();
    expect(screen.getByLabelText('Yeni şifre')).toHaveAttribute('type', 'password');
    await u.click(screen.getByRole('checkbox', { name: 'Şifreyi göster' }));
    expect(screen.getByLabelText('Yeni şifre')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toHaveAttribute('type', 'text');
  });

  it('explains a link without token or e-mail', () => {
    renderAccount('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Bağlantı eksik veya hatalı.');
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute('href', '/forgot-password');
  });
});
