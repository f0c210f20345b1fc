import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, type LoginSessionDto, type TwoStepStatusDto } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';
import { aProfile } from '../testing/fixtures';

const url = '/settings?tab=guvenlik';
const off: TwoStepStatusDto = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };
const on: TwoStepStatusDto = {
  enabled: true,
  enabled_at: '2026-12-01T10:00:00.000Z',
  recovery_codes_left: 7,
  required: false,
};
const codes = Array.from({ length: 10 }, (_, i) => `ABCDE-${String(i).padStart(5, '0')}`);
const sessions: LoginSessionDto[] = [
  {
    id: 'here',
    device: 'Firefox 128 · Windows',
    ip: '203.0.113.5',
    created_at: '2026-12-01T10:00:00.000Z',
    last_used_at: '2026-12-05T10:00:00.000Z',
    current: true,
  },
  {
    id: 'phone',
    device: 'Safari 17 · iOS',
    ip: '198.51.100.7',
    created_at: '2026-11-30T08:00:00.000Z',
    last_used_at: '2026-12-04T08:00:00.000Z',
    current: false,
  },
];

const routes = (extra: Record<string, unknown> = {}) =>
  byRoute({
    'GET /api/settings/profile': { body: aProfile() },
    'GET /api/settings/two-step': { body: off },
    'GET /api/settings/sessions': { body: sessions },
    ...(extra as Record<string, { body: unknown }>),
  });

describe('Güvenlik: two-step sign-in', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('user');
  });

  it('shows the QR code and the key, confirms with the code, then shows the recovery codes once', async () => {
    const api = stubFetch(
      routes({
        'POST /api/settings/two-step/enrolment': {
          body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qr_svg: '<svg></svg>' },
        },
        'POST /api/settings/two-step/enrolment/confirm': {
          body: { message: 'İki adımlı giriş açıldı.', recovery_codes: codes },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    expect(await screen.findByText('İki adımlı giriş kapalı.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İki adımlı girişi kur' }));
    expect(await screen.findByRole('img', { name: 'Doğrulama uygulaması için QR kod' })).toBeInTheDocument();
    expect(screen.getByTestId('two-step-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.click(screen.getByRole('button', { name: 'Doğrula ve aç' }));
    expect(screen.getByText('Kodu giriniz.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Doğrulama kodu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula ve aç' }));
    const list = await screen.findByRole('list', { name: 'Kurtarma kodlarınız' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.bodyOf('POST', '/settings/two-step/enrolment/confirm')).toEqual({ code: '123456' });
  });

  it("shows the server's field error for a wrong code", async () => {
    stubFetch(
      routes({
        'POST /api/settings/two-step/enrolment': {
          body: { secret: 'JBSWY3DP', uri: 'otpauth://totp/x', qr_svg: '<svg/>' },
        },
        'POST /api/settings/two-step/enrolment/confirm': {
          status: 400,
          body: {
            message: 'Kod hatalı',
            code: 'wrongTwoStepCode',
            fields: { code: 'Kod hatalı ya da daha önce kullanıldı. Uygulamadaki yeni kodu giriniz.' },
          },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    await user.click(await screen.findByRole('button', { name: 'İki adımlı girişi kur' }));
    await user.type(await screen.findByLabelText('Doğrulama kodu'), '000000');
    await user.click(screen.getByRole('button', { name: 'Doğrula ve aç' }));
    expect(await screen.findByText(/Kod hatalı ya da daha önce kullanıldı/)).toBeInTheDocument();
  });

  it('turns it off only after the password, a code and a confirmation', async () => {
    const api = stubFetch(
      routes({
        'GET /api/settings/two-step': { body: on },
        'POST /api/settings/two-step/disable': { body: { message: 'İki adımlı giriş kapatıldı.' } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    expect(await screen.findByText('Kullanılmamış kurtarma kodu: 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İki adımlı girişi kapat' }));
    const form = screen.getByTestId('two-step-proof');
    await user.click(within(form).getByRole('button', { name: 'Kapat' }));
    expect(screen.getByText('Şifrenizi giriniz.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Şifreniz'), 'Gizli!123');
    await user.type(within(form).getByLabelText('Doğrulama kodu'), 'ABCDE-00001');
    await user.click(within(form).getByRole('button', { name: 'Kapat' }));
    const dialog = await screen.findByRole('dialog', { name: 'İki adımlı giriş kapatılsın mı?' });
    expect(api.find('POST', '/settings/two-step/disable')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'İki adımlı girişi kapat' }));
    expect(await screen.findByText('İki adımlı giriş kapatıldı.')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/settings/two-step/disable')).toEqual({ password: 'Gizli!123', code: 'ABCDE-00001' });
  });

  it('tells an admin the office requires it', async () => {
    stubFetch(routes({ 'GET /api/settings/two-step': { body: { ...off, required: true } } }));
    renderSettings(url);
    expect(
      await screen.findByText(/Ofis, yönetici hesaplarında iki adımlı girişi zorunlu tutuyor/),
    ).toBeInTheDocument();
  });
});

describe('Güvenlik: sessions', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('user');
  });

  it('lists the sessions, marks this device, and signs one out after a confirmation', async () => {
    const api = stubFetch(
      routes({ 'DELETE /api/settings/sessions/phone': { body: { message: 'Oturum kapatıldı.' } } }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    const list = await screen.findByRole('list', { name: 'Açık oturumlar' });
    const items = within(list).getAllByTestId('session-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Bu cihaz');
    expect(items[0]).toHaveTextContent('IP adresi: 203.0.113.5');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Safari 17 · iOS oturumunu kapat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oturum kapatılsın mı?' });
    await user.click(within(dialog).getByRole('button', { name: 'Oturumu kapat' }));
    expect(await screen.findByText('Oturum kapatıldı.')).toBeInTheDocument();
    expect(api.find('DELETE', '/settings/sessions/phone')).toBeDefined();
  });

  it('signs out everywhere else and keeps this device signed in with the new token', async () => {
    stubFetch(
      routes({
        'POST /api/settings/sessions/sign-out-others': {
          body: { message: 'Diğer tüm oturumlar kapatıldı.', token: 'new-token', signed_out: 1 },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    await user.click(await screen.findByRole('button', { name: 'Diğer tüm oturumları kapat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diğer tüm oturumlar kapatılsın mı?' });
    await user.click(within(dialog).getByRole('button', { name: 'Diğer tüm oturumları kapat' }));
    expect(await screen.findByText('Diğer tüm oturumlar kapatıldı.')).toBeInTheDocument();
    await waitFor(() => expect(getSession()?.token).toBe('new-token'));
  });

  it('says so when the sessions cannot be loaded, and offers to try again', async () => {
    stubFetch(routes({ 'GET /api/settings/sessions': { status: 500, body: { message: 'x', code: 'serverError' } } }));
    renderSettings(url);
    expect(await screen.findByText('Oturumlar yüklenemedi.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tekrar dene' }).length).toBeGreaterThan(0);
  });
});
