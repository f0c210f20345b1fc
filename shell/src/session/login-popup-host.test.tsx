import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession, requestLogin } from 'shared-ui';
import { stubFetch } from 'shared-ui/testing';
import { renderShell } from '../testing/render-shell';
import { LoginPopupHost } from './login-popup-host';

const user = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', role: 'user' };

async function openAndSubmit() {
  const u = userEvent.setup();
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = requestLogin();
  });
  await u.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
  await u.type(screen.getByLabelText('Şifre'), 'Gizli!123');
  await u.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  return answer;
}

afterEach(() => clearSession());

describe('login popup', () => {
  it('signs in through POST /api/auth/login and answers requestLogin() with true', async () => {
    const api = stubFetch(() => ({ body: { token: 'tok', user } }));
    renderShell(<LoginPopupHost />);
    await expect(openAndSubmit()).resolves.toBe(true);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'ayse@example.com', password: 'Gizli!123', hp: '' },
    });
    expect(getSession()?.token).toBe('tok');
  });

  it("shows the server's message when sign-in fails", async () => {
    stubFetch(() => ({ status: 401, body: { message: 'E-posta veya şifre hatalı.', code: 'loginFailed' } }));
    renderShell(<LoginPopupHost />);
    void openAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
  });

  it("says 'Sunucu hatası oluştu.' when the server does not answer", async () => {
    stubFetch(() => 'network');
    renderShell(<LoginPopupHost />);
    void openAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası oluştu.');
  });
});
