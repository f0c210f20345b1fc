import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderAccount } from '../../../testing/render-public';

const user = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', role: 'user' };
const challenge = { second_step_required: true, challenge: 'c.h.a', expires_in: 300 };

async function signInWithPassword() {
  renderAccount('/login?redirect=/quote');
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
  await u.type(screen.getByLabelText('Şifre'), 'Gizli!123');
  await u.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  return u;
}

beforeEach(() => localStorage.clear());

describe('sign-in with two-step sign-in', () => {
  it('asks for the code after a right password, sends it with the challenge, and then signs in', async () => {
    const api = stubFetch(
      byRoute({
        'POST /api/auth/login': { body: challenge },
        'POST /api/auth/login/second-step': { body: { token: 'tok', user } },
      }),
    );
    const u = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Doğrulama kodu' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
    await u.type(screen.getByLabelText('Doğrulama kodu'), '123 456');
    await u.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(getSession()?.token).toBe('tok'));
    expect(api.bodyOf('POST', '/auth/login/second-step')).toEqual({ challenge: 'c.h.a', code: '123 456' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/quote$/));
  });

  it('says a wrong or reused code is refused and lets the person try again', async () => {
    stubFetch(
      byRoute({
        'POST /api/auth/login': { body: challenge },
        'POST /api/auth/login/second-step': {
          status: 401,
          body: {
            message: 'Kod hatalı ya da daha önce kullanıldı. Uygulamadaki yeni kodu giriniz.',
            code: 'wrongTwoStepCode',
          },
        },
      }),
    );
    const u = await signInWithPassword();
    await u.type(await screen.findByLabelText('Doğrulama kodu'), '000000');
    await u.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText(/Kod hatalı ya da daha önce kullanıldı/)).toBeInTheDocument();
    expect(screen.getByLabelText('Doğrulama kodu')).toHaveValue('');
    expect(getSession()).toBeNull();
  });

  it('goes back to the password with the reason when the challenge has expired', async () => {
    stubFetch(
      byRoute({
        'POST /api/auth/login': { body: challenge },
        'POST /api/auth/login/second-step': {
          status: 401,
          body: { message: 'Giriş süresi doldu.', code: 'secondStepExpired' },
        },
      }),
    );
    const u = await signInWithPassword();
    await u.type(await screen.findByLabelText('Doğrulama kodu'), '123456');
    await u.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Giriş süresi doldu.')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toHaveValue('');
  });

  it('asks for a code before sending an empty one', async () => {
    const api = stubFetch(byRoute({ 'POST /api/auth/login': { body: challenge } }));
    const u = await signInWithPassword();
    await u.click(await screen.findByRole('button', { name: 'Doğrula' }));
    expect(screen.getByText('Kodu giriniz.')).toBeInTheDocument();
    expect(api.find('POST', '/auth/login/second-step')).toBeUndefined();
  });
});
