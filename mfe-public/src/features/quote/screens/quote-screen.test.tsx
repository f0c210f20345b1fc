import { act, screen } from '@testing-library/react';
import { renderSite, signInAs } from '../../../testing/render-public';

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
