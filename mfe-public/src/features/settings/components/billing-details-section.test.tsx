import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type BillingDetailsDto } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';
import { aProfile } from '../testing/fixtures';

const person: BillingDetailsDto = {
  kind: 'individual',
  full_name: 'Ayşe Kaya',
  tckn: '10000000146',
  company_name: null,
  vkn: null,
  tax_office: null,
  address: 'Moda Cad. 1, Kadıköy, İstanbul',
};
const company: BillingDetailsDto = {
  kind: 'company',
  full_name: 'Ayşe Kaya',
  tckn: null,
  company_name: 'Örnek Danışmanlık A.Ş.',
  vkn: '3130557669',
  tax_office: 'Kadıköy',
  address: 'Moda Cad. 1, Kadıköy, İstanbul',
};

describe('billing details card in Ayarlar', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('user');
  });
  afterEach(() => void i18n.changeLanguage('tr'));

  it('shows the kept details and saves them as a company', async () => {
    const api = stubFetch(
      byRoute({
        'GET /api/settings/profile': { body: aProfile() },
        'GET /api/user/postal-address': { body: { address: null, saved: false } },
        'GET /api/user/billing-details': { body: { billing: person } },
        'PUT /api/user/billing-details': { body: { message: 'Fatura bilgileriniz kaydedildi.', billing: company } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const card = within(await screen.findByTestId('billing-details-section'));
    expect(await card.findByLabelText('T.C. kimlik no')).toHaveValue('10000000146');
    expect(card.getByLabelText('Ad soyad')).toHaveValue('Ayşe Kaya');
    expect(card.getByLabelText('Fatura adresi')).toHaveValue('Moda Cad. 1, Kadıköy, İstanbul');
    expect(card.queryByText(/Henüz fatura bilgisi kaydetmediniz/)).not.toBeInTheDocument();

    await user.click(card.getByRole('radio', { name: 'Kurumsal' }));
    await user.type(card.getByLabelText('Şirket unvanı'), 'Örnek Danışmanlık A.Ş.');
    await user.type(card.getByLabelText('Vergi kimlik no (VKN)'), '313 055 7669');
    await user.type(card.getByLabelText('Vergi dairesi'), 'Kadıköy');
    await user.click(card.getByRole('button', { name: 'Fatura bilgilerini kaydet' }));
    expect(await screen.findByText('Fatura bilgileriniz kaydedildi.')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/user/billing-details')).toEqual({
      kind: 'company',
      full_name: 'Ayşe Kaya',
      company_name: 'Örnek Danışmanlık A.Ş.',
      vkn: '313 055 7669',
      tax_office: 'Kadıköy',
      address: 'Moda Cad. 1, Kadıköy, İstanbul',
    });
    // the server's kept form of the number replaces what was typed
    expect(card.getByLabelText('Vergi kimlik no (VKN)')).toHaveValue('3130557669');
  });

  it('says nothing is kept yet, catches a wrong T.C. kimlik no before sending, and shows the server’s errors, in English', async () => {
    await i18n.changeLanguage('en');
    const api = stubFetch(
      byRoute({
        'GET /api/settings/profile': { body: aProfile() },
        'GET /api/user/postal-address': { body: { address: null, saved: false } },
        'GET /api/user/billing-details': { body: { billing: null } },
        'PUT /api/user/billing-details': {
          status: 400,
          body: { message: 'Check the fields.', code: 'validation', fields: { full_name: 'This field is too long.' } },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const card = within(await screen.findByTestId('billing-details-section'));
    expect(await card.findByText(/You have not saved billing details yet/)).toBeInTheDocument();
    expect(card.getByRole('radio', { name: 'Individual' })).toBeChecked();

    await user.type(card.getByLabelText('Full name'), 'Ayşe Kaya');
    await user.type(card.getByLabelText('Turkish ID number (T.C. kimlik no)'), '10000000147');
    await user.type(card.getByLabelText('Billing address'), 'Torstraße 5, Berlin');
    await user.click(card.getByRole('button', { name: 'Save billing details' }));
    expect(await card.findByText('Please enter a valid Turkish ID number.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(card.getByLabelText('Turkish ID number (T.C. kimlik no)'));
    await user.type(card.getByLabelText('Turkish ID number (T.C. kimlik no)'), '10000000146');
    await user.click(card.getByRole('button', { name: 'Save billing details' }));
    await waitFor(() => expect(card.getByText('This field is too long.')).toBeInTheDocument());
    expect(card.queryByText('Please enter a valid Turkish ID number.')).not.toBeInTheDocument();
  });

  it('is not offered to a translator', async () => {
    signInAs('translator');
    stubFetch(byRoute({ 'GET /api/settings/profile': { body: aProfile({ role: 'translator' }) } }));
    renderSettings();
    await screen.findByLabelText('Ad');
    expect(screen.queryByTestId('billing-details-section')).not.toBeInTheDocument();
  });
});
