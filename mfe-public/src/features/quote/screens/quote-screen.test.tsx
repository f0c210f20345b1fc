import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite, signInAs } from '../../../testing/render-public';
import { QUOTE_REDIRECT_MS } from './quote-screen';

describe('Quote page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('sends a visitor to /login?redirect=/quote', () => {
    renderSite('/quote');
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=/quote');
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
