import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type PostalAddressDto } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';
import { aProfile } from '../testing/fixtures';

const berlin: PostalAddressDto = {
  recipient: 'Ayşe Kaya',
  address: 'Torstraße 5',
  city: 'Berlin',
  postal_code: '10119',
  country: 'DE',
  phone: null,
};

describe('postal address card in Ayarlar', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('user');
  });
  afterEach(() => void i18n.changeLanguage('tr'));

  it('shows the saved address with its country from the shared table and saves a change', async () => {
    const api = stubFetch(
      byRoute({
        'GET /api/settings/profile': { body: aProfile() },
        'GET /api/user/postal-address': { body: { address: berlin, saved: true } },
        'PUT /api/user/postal-address': {
          body: { message: 'Posta adresiniz kaydedildi.', address: { ...berlin, city: 'Hamburg' }, saved: true },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const card = await screen.findByTestId('postal-address-section');
    expect(await within(card).findByLabelText('Alıcının adı soyadı')).toHaveValue('Ayşe Kaya');
    expect(within(card).getByLabelText('Ülke')).toHaveValue('DE');
    expect(within(card).getByRole('option', { name: 'Almanya' })).toBeInTheDocument();
    expect(within(card).getAllByRole('option').length).toBeGreaterThan(200);
    expect(within(card).queryByText(/profilinizden dolduruldu/)).not.toBeInTheDocument();

    await user.clear(within(card).getByLabelText('Şehir / ilçe'));
    await user.type(within(card).getByLabelText('Şehir / ilçe'), 'Hamburg');
    await user.click(within(card).getByRole('button', { name: 'Adresi kaydet' }));
    expect(await screen.findByText('Posta adresiniz kaydedildi.')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/user/postal-address')).toEqual({
      recipient: 'Ayşe Kaya',
      address: 'Torstraße 5',
      city: 'Hamburg',
      postal_code: '10119',
      country: 'DE',
      phone: '',
    });
  });

  it('offers a draft from the profile before the first address, and shows the server’s field errors, in English', async () => {
    await i18n.changeLanguage('en');
    stubFetch(
      byRoute({
        'GET /api/settings/profile': { body: aProfile() },
        'GET /api/user/postal-address': {
          body: { address: { ...berlin, postal_code: null, country: '', address: '' }, saved: false },
        },
        'PUT /api/user/postal-address': {
          status: 422,
          body: { message: 'Check the fields.', code: 'validation', fields: { address: 'This field is required.' } },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const card = await screen.findByTestId('postal-address-section');
    expect(await within(card).findByText(/filled in from your profile/)).toBeInTheDocument();
    expect(within(card).getByRole('option', { name: 'Germany' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(within(card).getByText('This field is required.')).toBeInTheDocument());
  });

  it('is not offered to a translator', async () => {
    signInAs('translator');
    stubFetch(byRoute({ 'GET /api/settings/profile': { body: aProfile({ role: 'translator' }) } }));
    renderSettings();
    await screen.findByLabelText('Ad');
    expect(screen.queryByTestId('postal-address-section')).not.toBeInTheDocument();
  });
});
