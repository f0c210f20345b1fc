import { screen } from '@testing-library/react';
import { firstPagesOf, languages, renderCustomer, signInAs } from '../testing/render-customer';
import { byRoute, stubFetch } from 'shared-ui/testing';

describe('user panel role check', () => {
  it('alerts a non-user that only users may enter and sends them home', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    signInAs('translator');
    stubFetch(byRoute({ 'GET /user/languages': { body: languages } }));
    renderCustomer('/panel/user');
    expect(alert).toHaveBeenCalledWith(
      'Bu sayfaya erişim izniniz yok. Sipariş için lütfen normal kullanıcı kaydı oluşturun.',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('heading', { name: 'Müşteri Paneli' })).not.toBeInTheDocument();
    alert.mockRestore();
  });

  it('shows the panel to a user', async () => {
    signInAs('user');
    stubFetch(byRoute({ 'GET /user/languages': { body: languages }, ...firstPagesOf([]) }));
    renderCustomer('/panel/user');
    expect(screen.getByRole('heading', { name: 'Müşteri Paneli', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/Devam eden bir işiniz yok/)).toBeInTheDocument();
  });
});
