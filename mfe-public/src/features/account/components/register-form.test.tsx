import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from 'shared-ui';
import { todayInIstanbul } from 'shared-ui/contracts';
import { inOrder, stubFetch } from 'shared-ui/testing';
import { renderAccount } from '../../../testing/render-public';

interface Form {
  name?: string;
  surname?: string;
  birth?: string;
  phone?: string;
  email?: string;
  password?: string;
}
const valid: Required<Form> = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  birth: '1990-05-01',
  phone: '5321234567',
  email: 'ayse@example.com',
  password: 'Gizli!123',
};

// Pasting rather than typing key by key keeps these tests fast on a busy machine; the inputs see the same events.
async function enter(u: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await u.click(screen.getByLabelText(label));
  await u.paste(text);
}

async function fill(form: Form = valid) {
  const u = userEvent.setup({ delay: null });
  if (form.name) await enter(u, 'Ad', form.name);
  if (form.surname) await enter(u, 'Soyad', form.surname);
  if (form.birth) fireEvent.change(screen.getByLabelText('Doğum tarihi'), { target: { value: form.birth } });
  if (form.phone) await enter(u, 'Telefon', form.phone);
  if (form.email) await enter(u, 'E-posta', form.email);
  if (form.password) await enter(u, 'Şifre', form.password);
  await u.click(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }));
  await u.click(screen.getByRole('checkbox', { name: /Gizlilik Politikası/ }));
  await u.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
  return u;
}

function yearsAgo(years: number): string {
  const [y, m, d] = todayInIstanbul().split('-');
  return `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
}

jest.setTimeout(20_000);

beforeEach(() => {
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('tr');
});

describe('register page', () => {
  it('keeps submit disabled until both consents are ticked', async () => {
    renderAccount('/register');
    const u = userEvent.setup({ delay: null });
    const submit = screen.getByRole('button', { name: 'Kayıt Ol' });
    expect(submit).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }));
    expect(submit).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: /Gizlilik Politikası/ }));
    expect(submit).toBeEnabled();
  });

  it('links the consents to the documents of the current language, in a new tab', () => {
    renderAccount('/register');
    const kvkk = screen.getByRole('link', { name: /KVKK Aydınlatma Metni/ });
    expect(kvkk).toHaveAttribute('href', '/aydinlatma-metni');
    expect(kvkk).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Gizlilik Politikası/ })).toHaveAttribute(
      'href',
      '/documents/tr/privacy.txt',
    );
  });

  it('offers a country list for the phone: Türkiye by default, then the US and Germany first', () => {
    renderAccount('/register');
    const country = screen.getByRole('combobox', { name: 'Ülke' });
    expect(country).toHaveValue('TR');
    const first = Array.from((country as HTMLSelectElement).options)
      .slice(0, 3)
      .map((o) => o.value);
    expect(first).toEqual(['TR', 'US', 'DE']);
  });

  it("names the phone's countries as the order form does, in Turkish alphabetical order", () => {
    renderAccount('/register');
    const country = screen.getByRole('combobox', { name: 'Ülke' });
    const option = (value: string) => (country as HTMLSelectElement).querySelector(`option[value="${value}"]`);
    expect(option('IN')).toHaveTextContent(/^Hindistan$/);
    expect(option('RE')).toHaveTextContent(/^Réunion$/);
    expect(option('GB')).toHaveTextContent(/^Birleşik Krallık$/);
    expect(option('BY')).toHaveTextContent(/^Belarus$/);
    expect(option('SZ')).toHaveTextContent(/^Esvatini$/);
    const names = Array.from((country as HTMLSelectElement).options)
      .slice(4)
      .map((o) => o.textContent ?? '');
    expect(names.indexOf('Çad')).toBeGreaterThan(names.indexOf('Curaçao'));
    expect(names.indexOf('Çad')).toBeLessThan(names.indexOf('Danimarka'));
  });

  it('asks to fill all fields when one is missing', async () => {
    const api = stubFetch(inOrder());
    renderAccount('/register');
    await fill({ ...valid, surname: '' });
    expect(screen.getByText('Lütfen tüm alanları doldurun.')).toBeInTheDocument();
    expect(screen.getByLabelText('Soyad')).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['an invalid e-mail', { email: 'ayse@' }, 'E-posta', 'Geçerli bir e-posta giriniz.'],
    [
      'a weak password',
      { password: 'gizli123' },
      'Şifre',
      'Şifreniz en az 8 karakter, büyük/küçük harf, sayı ve sembol içermelidir.',
    ],
    ['an age under 18', { birth: yearsAgo(17) }, 'Doğum tarihi', '18 yaşından büyük olmalısınız.'],
    ['a TR number not starting with 5', { phone: '2125551234' }, 'Telefon', 'Geçerli bir telefon numarası giriniz.'],
    ['a too short TR number', { phone: '53212' }, 'Telefon', 'Geçerli bir telefon numarası giriniz.'],
  ])('refuses %s', async (_case, change, label, message) => {
    const api = stubFetch(inOrder());
    renderAccount('/register');
    await fill({ ...valid, ...change });
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('states the password rules once: as the hint, or in place of it as the error for a weak password', async () => {
    const hint = 'En az 8 karakter; büyük harf, küçük harf, rakam ve sembol (ör. !, ?, #) içermeli.';
    const error = 'Şifreniz en az 8 karakter, büyük/küçük harf, sayı ve sembol içermelidir.';
    stubFetch(inOrder());
    renderAccount('/register');
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription(hint);
    await fill({ ...valid, password: 'gizli123' });
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription(error);
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });

  it('keeps the rules in view under an empty password', async () => {
    stubFetch(inOrder());
    renderAccount('/register');
    await fill({ ...valid, password: '' });
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription(
      'En az 8 karakter; büyük harf, küçük harf, rakam ve sembol (ör. !, ?, #) içermeli. Bu alan zorunludur.',
    );
  });

  it('sends the form with the phone in international form, then alerts and goes to /login', async () => {
    const api = stubFetch(inOrder({ status: 201, body: { message: 'Kayıt başarılı! Hesabınızı etkinleştirin.' } }));
    renderAccount('/register');
    await fill();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(window.alert).toHaveBeenCalledWith('Kayıt başarılı!');
    // the sign-in page says where the verification link went, and has the address filled in
    expect(
      await screen.findByText(
        'Kaydınız alındı. ayse@example.com adresine bir doğrulama bağlantısı gönderdik: giriş yapmadan önce e-postanızdaki bağlantıyla hesabınızı etkinleştirin. E-posta gelmediyse gereksiz (spam) klasörüne de bakın.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveValue('ayse@example.com');
    expect(api.calls[0]?.url).toBe('/api/auth/register');
    expect(api.calls[0]?.body).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '+905321234567',
      password: 'Gizli!123',
      role: 'user',
      birth_date: '1990-05-01',
      hp: '',
      terms: true,
      privacy: true,
    });
  });

  it('carries the redirect it was given: sends it with the form and goes on to /login with it', async () => {
    const api = stubFetch(inOrder({ status: 201, body: { message: 'Kayıt başarılı!' } }));
    renderAccount('/register?redirect=%2Fquote');
    expect(screen.getByRole('link', { name: 'Giriş yapın' })).toHaveAttribute('href', '/login?redirect=%2Fquote');
    await fill();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?redirect=%2Fquote$/));
    expect(api.calls[0]?.body).toMatchObject({ redirect: '/quote' });
  });

  it('drops a redirect that leaves the site instead of sending it', async () => {
    const api = stubFetch(inOrder({ status: 201, body: { message: 'Kayıt başarılı!' } }));
    renderAccount('/register?redirect=%2F%2Fevil.example');
    await fill();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(api.calls[0]?.body).not.toHaveProperty('redirect');
  });

  it('alerts in English when the interface is English', async () => {
    await changeLanguage('en');
    stubFetch(inOrder({ status: 201, body: { message: 'ok' } }));
    renderAccount('/register');
    const u = userEvent.setup({ delay: null });
    await enter(u, 'First name', valid.name);
    await enter(u, 'Last name', valid.surname);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: valid.birth } });
    await enter(u, 'Phone', valid.phone);
    await enter(u, 'E-mail', valid.email);
    await enter(u, 'Password', valid.password);
    await u.click(screen.getByRole('checkbox', { name: /Personal Data Protection Notice/ }));
    await u.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    await u.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(window.alert).toHaveBeenCalledWith('Registration successful!');
    expect(await screen.findByText(/^You are registered\./)).toHaveTextContent(
      'You are registered. We have sent a verification link to ayse@example.com: open it to activate your account before you sign in.',
    );
  });

  it('shows a server message about the e-mail under the e-mail field', async () => {
    stubFetch(
      inOrder({
        status: 409,
        body: {
          message: 'Bu e-posta adresi zaten kayıtlı.',
          code: 'emailTaken',
          fields: { email: 'Bu e-posta adresi zaten kayıtlı.' },
        },
      }),
    );
    renderAccount('/register');
    await fill();
    expect(await screen.findByText('Bu e-posta adresi zaten kayıtlı.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('Bu e-posta adresi zaten kayıtlı.');
    expect(window.alert).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);
  });

  it('shows other server messages in the general area, and the default without one', async () => {
    stubFetch(
      inOrder({ status: 429, body: { message: 'Çok fazla deneme yaptınız.', code: 'tooManyRequests' } }, 'network'),
    );
    renderAccount('/register');
    const u = await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla deneme yaptınız.');
    await u.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Kayıt başarısız.')).toBeInTheDocument();
  });
});
