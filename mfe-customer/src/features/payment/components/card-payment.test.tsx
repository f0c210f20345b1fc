import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { job, renderCustomer, signInAs } from '../../../testing/render-customer';

const due = job(42, { status: 'waiting_payment', admin_price: 1250 });
const started = { body: { payment_page_url: 'https://iyzico.example/checkout/abc' } };

describe('card option on the payment page', () => {
  afterEach(() => void i18n.changeLanguage('tr'));

  it('is absent when the site takes no cards', async () => {
    signInAs('user');
    stubFetch(byRoute({ 'GET /user/job/42': { body: due }, 'GET /public/payment-options': { body: { card: false } } }));
    renderCustomer('/odeme/42');
    expect(await screen.findByText('JOB-000042')).toBeInTheDocument();
    expect(screen.queryByTestId('card-payment')).not.toBeInTheDocument();
  });

  it('asks for the billing details in Turkish and sends them with the card payment', async () => {
    const user = userEvent.setup();
    signInAs('user');
    const api = stubFetch(
      byRoute({
        'GET /user/job/42': { body: due },
        'GET /public/payment-options': { body: { card: true } },
        'GET /user/billing-details': { body: { billing: null } },
        'POST /user/job/42/card-payment': started,
      }),
    );
    renderCustomer('/odeme/42');
    const card = within(await screen.findByTestId('card-payment'));
    await user.type(card.getByLabelText('Ad soyad'), 'Ayşe Yılmaz');
    await user.type(card.getByLabelText('T.C. kimlik no'), '10000000146');
    await user.type(card.getByLabelText('Fatura adresi'), 'Kadıköy, İstanbul');
    await user.click(card.getByRole('button', { name: 'Kartla öde' }));
    await screen.findByRole('button', { name: 'Kartla öde' });
    expect(api.bodyOf('POST', '/user/job/42/card-payment')).toEqual({
      billing: { kind: 'individual', full_name: 'Ayşe Yılmaz', tckn: '10000000146', address: 'Kadıköy, İstanbul' },
    });
  });

  it('shows the company fields in English and says a wrong tax number before sending anything', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    signInAs('user');
    const api = stubFetch(
      byRoute({
        'GET /user/job/42': { body: due },
        'GET /public/payment-options': { body: { card: true } },
        'GET /user/billing-details': { body: { billing: null } },
        'POST /user/job/42/card-payment': started,
      }),
    );
    renderCustomer('/odeme/42');
    const card = within(await screen.findByTestId('card-payment'));
    await user.click(card.getByRole('radio', { name: 'Company' }));
    await user.type(card.getByLabelText('Full name'), 'Ayşe Yılmaz');
    await user.type(card.getByLabelText('Company name'), 'Yılmaz Tercüme Ltd.');
    await user.type(card.getByLabelText('Tax number (VKN)'), '3130557668');
    await user.type(card.getByLabelText('Tax office'), 'Kadıköy');
    await user.type(card.getByLabelText('Billing address'), 'Kadıköy, İstanbul');
    await user.click(card.getByRole('button', { name: 'Pay by card' }));
    expect(await card.findByText('Please enter a valid tax number.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s message beside the field it names', async () => {
    const user = userEvent.setup();
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: due },
        'GET /public/payment-options': { body: { card: true } },
        'GET /user/billing-details': { body: { billing: null } },
        'POST /user/job/42/card-payment': {
          status: 400,
          body: {
            message: 'Lütfen tüm alanları doldurun.',
            code: 'validationFailed',
            fields: { 'billing.address': 'Fatura adresi çok uzun.' },
          },
        },
      }),
    );
    renderCustomer('/odeme/42');
    const card = within(await screen.findByTestId('card-payment'));
    await user.type(card.getByLabelText('Ad soyad'), 'Ayşe Yılmaz');
    await user.type(card.getByLabelText('T.C. kimlik no'), '10000000146');
    await user.type(card.getByLabelText('Fatura adresi'), 'Kadıköy, İstanbul');
    await user.click(card.getByRole('button', { name: 'Kartla öde' }));
    expect(await card.findByText('Fatura adresi çok uzun.')).toBeInTheDocument();
    expect(card.getByText('Lütfen tüm alanları doldurun.')).toBeInTheDocument();
  });
});
