import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inOrder, stubFetch } from 'shared-ui/testing';
import { renderAccount } from '../../../testing/render-public';

async function send(email: string) {
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText('E-posta'), email);
  await u.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
}

describe('forgot password page', () => {
  it("shows the server's message", async () => {
    const message = 'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi.';
    const api = stubFetch(inOrder({ body: { message } }));
    renderAccount('/forgot-password');
    await send('Ayse@Example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(api.calls[0]?.url).toBe('/api/auth/forgot-password');
    expect(api.calls[0]?.body).toEqual({ email: 'ayse@example.com' });
  });

  it('shows the default message when the call fails without one', async () => {
    stubFetch(inOrder('network'));
    renderAccount('/forgot-password');
    await send('ayse@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bir hata oluştu. Lütfen tekrar deneyin.');
  });

  it('checks the address before sending', async () => {
    const api = stubFetch(inOrder());
    renderAccount('/forgot-password');
    await send('ayse');
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta giriniz.');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
