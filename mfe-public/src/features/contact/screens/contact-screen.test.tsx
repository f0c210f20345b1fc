import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideAppConfig } from 'shared-ui';
import { byUrl, stubFetch } from 'shared-ui/testing';
import { Routes } from 'react-router-dom';
import { renderPublic, renderSite } from '../../../testing/render-public';
import { siteRoutes } from '../../../routes/site-routes';

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

  it.each(['tr', 'en'] as const)(
    'shows and dials the contact phone and e-mail saved in Site ayarları (%s)',
    (language) => {
      provideAppConfig({
        siteName: 'Tercüme Odası',
        analyticsId: null,
        whatsappNumber: '905321112233',
        siteEmail: 'ofis@tercume.example',
        contactPhone: '+90 212 555 01 02',
      });
      renderPublic(<Routes>{siteRoutes}</Routes>, '/contact', language);
      expect(screen.getByRole('link', { name: '+90 212 555 01 02' })).toHaveAttribute('href', 'tel:+902125550102');
      expect(screen.getByRole('link', { name: 'ofis@tercume.example' })).toHaveAttribute(
        'href',
        'mailto:ofis@tercume.example',
      );
    },
  );
});
