import { act, screen, within } from '@testing-library/react';
import { changeLanguage, provideAppConfig, type AppConfig } from 'shared-ui';
import { renderShell } from '../testing/render-shell';
import { Footer } from './footer/footer';
import { WhatsAppButton } from './whatsapp-button';

/** What the server writes into the page from Site ayarları (api/src/modules/web/web-assets.ts). */
const saved: AppConfig = {
  siteName: 'Tercüme Odası',
  analyticsId: null,
  whatsappNumber: '905321112233',
  siteEmail: 'ofis@tercume.example',
  contactPhone: '+90 (212) 555 01 02',
  officeAddress: 'Moda Cad. 12, Kadıköy / İstanbul',
};

afterEach(async () => {
  await changeLanguage('tr');
});

describe('each Site ayarları value in each place of the shell', () => {
  it.each(['tr', 'en'] as const)(
    'shows and dials the saved contact phone and e-mail in the footer (%s)',
    async (lang) => {
      provideAppConfig(saved);
      renderShell(<Footer />);
      await act(() => changeLanguage(lang));
      const footer = screen.getByRole('contentinfo');
      const phone = within(footer).getByRole('link', { name: '+90 (212) 555 01 02' });
      expect(phone).toHaveAttribute('href', 'tel:+902125550102');
      expect(within(footer).getByRole('link', { name: 'ofis@tercume.example' })).toHaveAttribute(
        'href',
        'mailto:ofis@tercume.example',
      );
    },
  );

  it('falls back to the WhatsApp number in the footer when no contact phone is saved', () => {
    provideAppConfig({ ...saved, contactPhone: '' });
    renderShell(<Footer />);
    expect(screen.getByRole('link', { name: '+90 532 111 22 33' })).toHaveAttribute('href', 'tel:+905321112233');
  });

  it('opens WhatsApp at the saved WhatsApp number', () => {
    provideAppConfig(saved);
    renderShell(<WhatsAppButton />);
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/905321112233\?text=/,
    );
  });
});

describe('the footer', () => {
  it.each([
    ['tr', 'Tarih çevirici'],
    ['en', 'Date converter'],
  ] as const)('links the date converter (%s)', async (lang, name) => {
    provideAppConfig(saved);
    renderShell(<Footer />);
    await act(() => changeLanguage(lang));
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', '/tarih-cevirici');
  });
});
