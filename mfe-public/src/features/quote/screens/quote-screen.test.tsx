import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from 'shared-ui';
import userEvent from '@testing-library/user-event';
import { byRoute, languagesFixture, stubFetch } from 'shared-ui/testing';
import type { EstimateDto } from 'shared-ui/contracts';
import { renderSite, signInAs } from '../../../testing/render-public';
import { QUOTE_REDIRECT_MS } from './quote-screen';

const estimate: EstimateDto = {
  total: 720,
  currency: 'TRY',
  vat_included: true,
  pages: 3,
  words: 21,
  due_date: '2099-01-10',
  basis: 'words',
  pages_from: 'document',
  lines: [{ label: 'Çeviri: 21 kelime × ₺1,20', amount: 600 }],
};

async function chooseDocument(
  user: ReturnType<typeof userEvent.setup>,
  file = 'Belge',
  [source, target, type, date] = ['Kaynak dil', 'Hedef dil', 'Çeviri türü', 'Teslim tarihi'],
) {
  await user.upload(screen.getByLabelText(file), new File(['%PDF-1.4'], 'tapu.pdf', { type: 'application/pdf' }));
  await screen.findAllByRole('option', { name: /İngilizce|English/ });
  await user.selectOptions(screen.getByLabelText(source as string), 'Türkçe');
  await user.selectOptions(screen.getByLabelText(target as string), 'İngilizce');
  await user.selectOptions(screen.getByLabelText(type as string), 'sworn');
  fireEvent.change(screen.getByLabelText(date as string), { target: { value: '2099-01-10' } });
}

describe('Quote page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    jest.useRealTimers();
    void i18n.changeLanguage('tr');
  });

  it('offers a visitor the instant estimate, and sign-in or registration to order, without sending them away', async () => {
    const user = userEvent.setup();
    const api = stubFetch(
      byRoute({ 'GET /public/languages': { body: languagesFixture }, 'POST /public/estimate': { body: { estimate } } }),
    );
    renderSite('/quote');
    await chooseDocument(user);
    const box = screen.getByTestId('price-estimate');
    await waitFor(() =>
      expect(box).toHaveTextContent('Tahmini fiyat: ₺720,00 (KDV dahil) · tahmini teslim: 10 Oca 2099'),
    );
    expect(box).toHaveTextContent('Belgede sayılan: 3 sayfa · 21 kelime');
    expect(api.find('POST', '/public/estimate')?.headers.Authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', '/login?redirect=%2Fpanel%2Fuser');
    expect(screen.getByRole('link', { name: 'Kayıt ol' })).toHaveAttribute('href', '/register');
    expect(screen.getByTestId('location')).toHaveTextContent('/quote');
  });

  it('shows a visitor the estimate form and its answer in English', async () => {
    const user = userEvent.setup();
    localStorage.setItem('lang', 'en');
    await i18n.changeLanguage('en');
    stubFetch(
      byRoute({ 'GET /public/languages': { body: languagesFixture }, 'POST /public/estimate': { body: { estimate } } }),
    );
    renderSite('/quote');
    await chooseDocument(user, 'Document', ['Source language', 'Target language', 'Translation type', 'Delivery date']);
    const box = screen.getByTestId('price-estimate');
    await waitFor(() =>
      expect(box).toHaveTextContent('Estimated price: ₺720.00 (VAT incl.) · estimated delivery: 10 Jan 2099'),
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('welcomes a user and goes to /panel/user after 2 seconds', () => {
    jest.useFakeTimers();
    signInAs('user', { role: 'user' });
    renderSite('/quote');
    expect(screen.getByText(/Hoş geldiniz, Ayşe!/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByTestId('location')).toHaveTextContent('/quote');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent('/panel/user');
  });

  it.each(['admin', 'translator'] as const)('warns a %s that only users may request quotes, and stays', (role) => {
    jest.useFakeTimers();
    signInAs('user', { role });
    renderSite('/quote');
    expect(screen.getByText(/yalnızca müşteri \(kullanıcı\) hesapları/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('location')).toHaveTextContent('/quote');
  });
});

describe('Quote page: the legalisation planner', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('stays on the page once the user starts planning, shows the route and keeps the country for the order form', async () => {
    signInAs('user', { role: 'user' });
    renderSite('/quote');
    const select = screen.getByLabelText(/Kullanılacağı ülke/);
    act(() => select.focus());
    await userEvent.selectOptions(select, 'IQ');
    await new Promise((r) => setTimeout(r, QUOTE_REDIRECT_MS + 200));
    expect(screen.getByTestId('location')).toHaveTextContent('/quote');
    expect(screen.getByTestId('legalisation-route')).toHaveTextContent('Konsolosluk onayı');
    expect(screen.getByText(/Belgenizin izleyeceği yolu aşağıda görün/)).toBeInTheDocument();
    expect(sessionStorage.getItem('legalisation-country')).toBe('IQ');
  });
});
