import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, type ConsentStatusDto, type DataExportDto } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';

const ready: DataExportDto = {
  id: 3,
  status: 'ready',
  created_at: '2026-12-01T09:00:00.000Z',
  ready_at: '2026-12-01T09:01:00.000Z',
  expires_at: '2026-12-08T09:01:00.000Z',
  size: 2_400_000,
  url: '/api/settings/data-exports/3/download?exp=1&sig=abc',
};
const consented: ConsentStatusDto = {
  current_version: 1,
  consented_version: 1,
  needs_consent: false,
  history: [{ version: 1, given: true, source: 'signup', at: '2026-11-01T10:00:00.000Z' }],
};

describe('Kişisel Verilerim tab', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('user');
  });
  afterEach(async () => {
    await changeLanguage('tr');
  });

  it('asks for the data export, shows it being prepared, and lists it ready with its download link', async () => {
    let exports: DataExportDto[] = [];
    const api = stubFetch((call) => {
      if (call.method === 'GET' && call.path === '/settings/data-exports') return { body: exports };
      if (call.method === 'POST' && call.path === '/settings/data-exports') {
        const created: DataExportDto = {
          ...ready,
          id: 4,
          status: 'preparing',
          url: null,
          size: null,
          expires_at: null,
        };
        exports = [created];
        return { status: 202, body: { message: 'Verileriniz hazırlanıyor.', export: created } };
      }
      if (call.path === '/settings/privacy-consent') return { body: consented };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=kisisel-veriler');
    expect(await screen.findByText('Henüz bir veri dosyası istemediniz.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verilerimi iste' }));
    expect(await screen.findByText('Verileriniz hazırlanıyor.')).toBeInTheDocument();
    expect(await screen.findByText('Hazırlanıyor…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verilerimi iste' })).toBeDisabled();
    expect(api.routes()).toContain('POST /settings/data-exports');

    // while one is being prepared the list is asked again by itself
    exports = [ready];
    expect(await screen.findByText('Hazır', {}, { timeout: 8000 })).toBeInTheDocument();
    const item = screen.getByTestId('data-export');
    const link = within(item).getByRole('link', { name: /veri dosyasını indir, 2,3 MB/ });
    expect(link).toHaveAttribute('href', ready.url);
  }, 20_000);

  it('shows the server’s refusal when an export is already being prepared', async () => {
    stubFetch(
      byRoute({
        'GET /api/settings/data-exports': { body: [] },
        'POST /api/settings/data-exports': {
          status: 409,
          body: { message: 'Hazırlanmakta olan bir veri dosyanız zaten var.', code: 'dataExportPending', fields: {} },
        },
        'GET /api/settings/privacy-consent': { body: consented },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=kisisel-veriler');
    await user.click(await screen.findByRole('button', { name: 'Verilerimi iste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hazırlanmakta olan bir veri dosyanız zaten var.');
  });

  it('asks for consent to a new notice version and records it with the version shown', async () => {
    const after: ConsentStatusDto = {
      current_version: 2,
      consented_version: 2,
      needs_consent: false,
      history: [{ version: 2, given: true, source: 'renewal', at: '2026-12-02T10:00:00.000Z' }, ...consented.history],
    };
    const api = stubFetch(
      byRoute({
        'GET /api/settings/data-exports': { body: [] },
        'GET /api/settings/privacy-consent': { body: { ...consented, current_version: 2, needs_consent: true } },
        'POST /api/settings/privacy-consent': { body: { message: 'Onayınız kaydedildi.', consent: after } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=kisisel-veriler');
    expect(await screen.findByTestId('consent-needed')).toHaveTextContent('Aydınlatma metni güncellendi (sürüm 2)');
    expect(screen.getByRole('link', { name: 'Aydınlatma metnini oku (sürüm 2)' })).toHaveAttribute(
      'href',
      '/aydinlatma-metni',
    );
    await user.click(screen.getByRole('button', { name: 'Okudum, onaylıyorum' }));
    expect(await screen.findByText('Yürürlükteki sürümü (sürüm 2) onayladınız.')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/settings/privacy-consent')).toEqual({ version: 2 });
    expect(screen.getByText(/Sürüm 2 onaylandı/)).toBeInTheDocument();
  });

  it('reads in English, with the consent history and a load failure of the list', async () => {
    await changeLanguage('en');
    stubFetch(
      byRoute({
        'GET /api/settings/data-exports': { status: 500, body: { message: 'x', code: 'internal', fields: {} } },
        'GET /api/settings/privacy-consent': {
          body: {
            ...consented,
            consented_version: null,
            needs_consent: true,
            history: [{ version: null, given: false, source: 'signup', at: '2026-11-01T10:00:00.000Z' }],
          },
        },
      }),
    );
    renderSettings('/settings?tab=kisisel-veriler');
    expect(await screen.findByRole('tab', { name: 'My personal data' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('The details could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText(/No consent given at sign-up/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have read it and consent' })).toBeInTheDocument();
  });

  it('lists on Hesap Silme what a deletion keeps and why', async () => {
    stubFetch(byRoute({}));
    renderSettings('/settings?tab=hesap-silme');
    const kept = await screen.findByTestId('kept-after-deletion');
    expect(kept).toHaveTextContent('Hesabınızı sildiğinizde saklananlar');
    expect(kept).toHaveTextContent(/Vergi Usul Kanunu/);
    expect(kept).toHaveTextContent(/Silinmiş Kullanıcı/);
  });
});
