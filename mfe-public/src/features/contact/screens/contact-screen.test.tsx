import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
