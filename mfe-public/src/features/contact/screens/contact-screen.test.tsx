import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, provideAppConfig } from 'shared-ui';
import { byUrl, stubFetch } from 'shared-ui/testing';
import { renderSite } from '../../../testing/render-public';

describe('Contact page', () => {
  it('has a titled, lazy map and sends the form with the honeypot, showing the server message', async () => {
    const api = stubFetch(byUrl({ '/api/contact': { body: { message: 'Mesajınız gönderildi.' } } }));
    const user = userEvent.setup({ delay: null });
    renderSite('/contact');
    const map = screen.getByTitle('Ofisimizin haritadaki konumu');
    expect(map).toHaveAttribute('loading', 'lazy');
    await user.type(screen.getByLabelText('Adınız soyadınız'), 'Deniz');
    await user.type(screen.getByLabelText('E-posta adresiniz'), 'deniz@example.com');
    await user.type(screen.getByLabelText('Mesajınız'), 'Merhaba');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesajınız gönderildi.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url === '/api/contact')?.body).toEqual({
      name: 'Deniz',
      email: 'deniz@example.com',
      message: 'Merhaba',
      hp: '',
    });
  });

  it('shows and dials the contact phone and e-mail and shows and maps the address saved in Site ayarları, in Turkish and in English', async () => {
    provideAppConfig({
      siteName: 'Tercüme Odası',
      analyticsId: null,
      whatsappNumber: '905321112233',
      siteEmail: 'ofis@tercume.example',
      contactPhone: '+90 212 555 01 02',
      officeAddress: 'Moda Cad. 12, 34710 Kadıköy / İstanbul',
    });
    renderSite('/contact');
    for (const lang of ['tr', 'en'] as const) {
      await act(() => i18n.changeLanguage(lang));
      expect(await screen.findByRole('link', { name: '+90 212 555 01 02' })).toHaveAttribute(
        'href',
        'tel:+902125550102',
      );
      expect(screen.getByRole('link', { name: 'ofis@tercume.example' })).toHaveAttribute(
        'href',
        'mailto:ofis@tercume.example',
      );
      expect(screen.getByText('Moda Cad. 12, 34710 Kadıköy / İstanbul')).toBeInTheDocument();
      expect(screen.queryByText(/Babıali/)).not.toBeInTheDocument();
      expect(screen.getByTitle(lang === 'tr' ? 'Ofisimizin haritadaki konumu' : /map/i)).toHaveAttribute(
        'src',
        `https://www.google.com/maps?q=${encodeURIComponent('Moda Cad. 12, 34710 Kadıköy / İstanbul')}&output=embed`,
      );
    }
    await act(() => i18n.changeLanguage('tr'));
  });
});
