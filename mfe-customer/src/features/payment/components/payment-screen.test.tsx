import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLoginPopupOpener } from 'shared-ui';
import { job, renderCustomer, signInAs } from '../../../testing/render-customer';
import { byRoute, stubFetch } from 'shared-ui/testing';

const due = job(42, {
  status: 'waiting_payment',
  admin_price: 1250,
  display_name: 'tapu.pdf',
  translation_type: 'notary',
});

describe('payment page', () => {
  it('shows the summary and the price in ₺, and posts /user/pay', async () => {
    const user = userEvent.setup();
    signInAs('user');
    const api = stubFetch(
      byRoute({
        'GET /user/job/42': { body: due },
        'POST /user/pay/42': {
          body: { message: 'Ödeme bildiriminiz alındı.', job: { ...due, payment_notified_at: '2025-01-05T10:00:00Z' } },
        },
      }),
    );
    renderCustomer('/odeme/42');
    expect(await screen.findByText('JOB-000042')).toBeInTheDocument();
    expect(screen.getByText('tapu.pdf')).toBeInTheDocument();
    expect(screen.getByText('Osmanlıca → Türkçe')).toBeInTheDocument();
    expect(screen.getByText('Noter Tasdikli Çeviri')).toBeInTheDocument();
    expect(screen.getByText('10 Oca 2099')).toBeInTheDocument();
    const price = new Intl.NumberFormat('tr', { style: 'currency', currency: 'TRY' }).format(1250);
    expect(screen.getByText(price)).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('JOB-000042');
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(price);

    await user.click(screen.getByRole('button', { name: 'Ödemeyi yaptım' }));
    expect(await screen.findByText(/yönetici tarafından onaylandığında/)).toBeInTheDocument();
    expect(api.routes()).toContain('POST /user/pay/42');
    expect(screen.queryByRole('button', { name: 'Ödemeyi yaptım' })).not.toBeInTheDocument();
  });

  it('shows the paid state for a paid job', async () => {
    signInAs('user');
    stubFetch(byRoute({ 'GET /user/job/42': { body: { ...due, status: 'in_progress', is_paid: true } } }));
    renderCustomer('/odeme/42');
    expect(await screen.findByText(/Bu işin ödemesi alındı/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ödemeyi yaptım' })).not.toBeInTheDocument();
  });

  it('explains when no payment is due', async () => {
    signInAs('user');
    stubFetch(byRoute({ 'GET /user/job/42': { body: { ...due, status: 'waiting', admin_price: null } } }));
    renderCustomer('/odeme/42');
    expect(await screen.findByText(/şu anda ödeme beklenmiyor.*Bekliyor/)).toBeInTheDocument();
  });

  it("shows the server's error when the notice fails", async () => {
    const user = userEvent.setup();
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: due },
        'POST /user/pay/42': {
          status: 409,
          body: { message: 'Bu iş için ödeme beklenmiyor.', code: 'jobNotAwaitingPayment' },
        },
      }),
    );
    renderCustomer('/odeme/42');
    await user.click(await screen.findByRole('button', { name: 'Ödemeyi yaptım' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu iş için ödeme beklenmiyor.');
  });

  it('asks a signed-out visitor to sign in through the login popup, then shows the job', async () => {
    const user = userEvent.setup();
    signInAs(null);
    const api = stubFetch(byRoute({ 'GET /user/job/42': { body: due } }));
    const opener = jest.fn(async () => {
      signInAs('user');
      return true;
    });
    setLoginPopupOpener(opener);
    renderCustomer('/odeme/42');
    const card = screen.getByRole('region', { name: 'Ödeme için giriş yapın' });
    expect(api.routes()).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Giriş Yap' }));
    expect(opener).toHaveBeenCalled();
    expect(await screen.findByText('JOB-000042')).toBeInTheDocument();
    setLoginPopupOpener(null);
  });
});
