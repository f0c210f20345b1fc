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

  it('puts "WhatsApp ile ödeme bilgisi al" before "Ödemeyi yaptım", in the order the text above them names them', async () => {
    signInAs('user');
    stubFetch(byRoute({ 'GET /user/job/42': { body: due } }));
    renderCustomer('/odeme/42');
    const text = await screen.findByText(/önce aşağıdaki düğmeyle WhatsApp/);
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp ile ödeme bilgisi al' });
    const paid = screen.getByRole('button', { name: 'Ödemeyi yaptım' });
    expect(text.compareDocumentPosition(whatsapp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(whatsapp.compareDocumentPosition(paid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('after "Ödemeyi yaptım" says the notice is received and an e-mail follows, and no longer points to the button', async () => {
    const user = userEvent.setup();
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: due },
        'POST /user/pay/42': { body: { message: 'ok', job: { ...due, payment_notified_at: '2025-01-05T10:00:00Z' } } },
      }),
    );
    renderCustomer('/odeme/42');
    await user.click(await screen.findByRole('button', { name: 'Ödemeyi yaptım' }));
    expect(await screen.findByText(/Ödeme bildiriminiz alındı.*e-posta ile haber vereceğiz/)).toBeInTheDocument();
    expect(screen.queryByText(/Ödemeyi yaptım/)).not.toBeInTheDocument();
    expect(screen.queryByText(/aşağıdaki düğme/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Dekont (isteğe bağlı)')).not.toBeInTheDocument();
  });

  it('offers the receipt in the site\'s file drop zone, not a bare "Choose File" input', async () => {
    signInAs('user');
    stubFetch(byRoute({ 'GET /user/job/42': { body: due } }));
    renderCustomer('/odeme/42');
    const input = await screen.findByLabelText('Dekont (isteğe bağlı)');
    const zone = input.closest('label') as HTMLElement;
    expect(zone).toHaveClass('zone');
    expect(within(zone).getByText('seçmek için tıklayın')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('PDF veya resim (JPG, PNG, WEBP), en fazla 10 MB.');
  });

  it('refuses a receipt over 10 MB under the drop zone and sends nothing', async () => {
    const user = userEvent.setup();
    signInAs('user');
    const api = stubFetch(byRoute({ 'GET /user/job/42': { body: due } }));
    renderCustomer('/odeme/42');
    const big = new File(['x'], 'dekont.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const input = await screen.findByLabelText('Dekont (isteğe bağlı)');
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('Dekont en fazla 10 MB olabilir.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Ödemeyi yaptım' }));
    expect(api.routes()).not.toContain('POST /user/pay/42');
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

describe('payment by bank transfer', () => {
  const settings = {
    bank_name: 'Ziraat Bankası',
    bank_account_holder: 'Tercüme Odası Ltd.',
    bank_iban: 'TR330006100519786457841326',
    usual_quote_hours: 24,
    contact_phone: '',
    contact_email: 'info@example.com',
    whatsapp_number: '905551112233',
  };

  it('shows the bank, the account holder, the IBAN in groups of four and the job code as the reference', async () => {
    signInAs('user');
    stubFetch(byRoute({ 'GET /user/job/42': { body: due }, 'GET /public/site-settings': { body: settings } }));
    renderCustomer('/odeme/42');
    const bank = await screen.findByTestId('bank-details');
    expect(within(bank).getByText('Ziraat Bankası')).toBeInTheDocument();
    expect(within(bank).getByText('Tercüme Odası Ltd.')).toBeInTheDocument();
    expect(within(bank).getByText('TR33 0006 1005 1978 6457 8413 26')).toBeInTheDocument();
    expect(within(bank).getByText('JOB-000042')).toBeInTheDocument();
    expect(within(bank).getByRole('button', { name: 'IBAN kopyala' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
  });

  it('shows the amount beside the bank details, and keeps the account for the record after the notice', async () => {
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: { ...due, payment_notified_at: '2025-01-05T10:00:00Z' } },
        'GET /public/site-settings': { body: settings },
      }),
    );
    renderCustomer('/odeme/42');
    const bank = await screen.findByTestId('bank-details');
    const price = new Intl.NumberFormat('tr', { style: 'currency', currency: 'TRY' }).format(1250);
    expect(within(bank).getByText('Tutar').nextElementSibling).toHaveTextContent(price);
    expect(screen.getByText('Havale yaptığınız hesap, kayıtlarınız için:')).toBeInTheDocument();
    expect(screen.queryByText(/Ardından “Ödemeyi yaptım”/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sorunuz mu var? WhatsApp ile yazın' })).toBeInTheDocument();
  });

  it('copies the IBAN without spaces', async () => {
    const user = userEvent.setup();
    signInAs('user');
    stubFetch(byRoute({ 'GET /user/job/42': { body: due }, 'GET /public/site-settings': { body: settings } }));
    renderCustomer('/odeme/42');
    await user.click(await screen.findByRole('button', { name: 'IBAN kopyala' }));
    expect(await navigator.clipboard.readText()).toBe('TR330006100519786457841326');
    expect(screen.getAllByText('Kopyalandı').length).toBeGreaterThan(0);
  });

  it('sends the chosen receipt with "Ödemeyi yaptım" as a multipart receipt field', async () => {
    const user = userEvent.setup();
    signInAs('user');
    const fetchMock = stubFetch(
      byRoute({
        'GET /user/job/42': { body: due },
        'GET /public/site-settings': { body: settings },
        'POST /user/pay/42': { body: { message: 'ok', job: { ...due, payment_notified_at: '2025-01-05T10:00:00Z' } } },
      }),
    ).fetch;
    renderCustomer('/odeme/42');
    const file = new File(['%PDF-1.4'], 'dekont.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Dekont (isteğe bağlı)'), file);
    await user.click(screen.getByRole('button', { name: 'Ödemeyi yaptım' }));
    await screen.findByText(/Ödeme bildiriminiz alındı/);
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/user/pay/42'));
    const body = (call?.[1] as RequestInit).body as FormData;
    expect((body.get('receipt') as File).name).toBe('dekont.pdf');
  });
});
