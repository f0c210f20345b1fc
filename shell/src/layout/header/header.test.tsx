import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession, type Role } from 'shared-ui';
import { renderShell } from '../../testing/render-shell';
import { Header } from './header';
import { DROPDOWN_HIDE_DELAY_MS } from './nav-dropdown';

const signIn = (role: Role) =>
  setSession({ token: 't', user: { id: 1, name: 'Ayşe', surname: 'Kaya', email: 'a@example.com', role } });

afterEach(() => {
  clearSession();
  jest.useRealTimers();
});

async function openAccountMenu(name: RegExp) {
  const user = userEvent.setup();
  await user.click(within(screen.getByTestId('site-header')).getByRole('button', { name }));
  return user;
}

describe('header', () => {
  it.each([
    ['user', '/panel/user'],
    ['translator', '/panel/translator'],
    ['admin', '/panel/admin'],
  ] as const)('links a signed-in %s to their panel, with settings and sign out', async (role, href) => {
    signIn(role);
    renderShell(<Header />);
    await openAccountMenu(/Ayşe/);
    const menu = screen.getByTestId('account-menu');
    expect(within(menu).getByRole('link', { name: 'Panelim' })).toHaveAttribute('href', href);
    expect(within(menu).getByRole('link', { name: 'Hesap Ayarları' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Kayıt Ol' })).not.toBeInTheDocument();
  });

  it.each([
    [null, true],
    ['user', true],
    ['translator', false],
    ['admin', false],
  ] as const)('shows the quote call to action to %s: %s', (role, shown) => {
    if (role) signIn(role);
    renderShell(<Header />);
    const header = screen.getByTestId('site-header');
    const links = within(header).queryAllByRole('link', { name: 'Fiyat Teklifi Al', hidden: true });
    expect(links.length > 0).toBe(shown);
  });

  it('shows a visitor direct sign-in and sign-up links, and no button named like the login form', () => {
    renderShell(<Header />);
    const menu = screen.getByTestId('account-menu');
    expect(within(menu).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/register');
    expect(
      within(screen.getByTestId('site-header')).queryByRole('button', { name: 'Giriş Yap' }),
    ).not.toBeInTheDocument();
  });

  it('lists the four services with their long slugs and hides the dropdown 1 s after the pointer leaves', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderShell(<Header />);
    const menu = screen.getByTestId('services-menu');
    await user.hover(menu);
    expect(within(menu).getByRole('link', { name: 'Yeminli Çeviri' })).toHaveAttribute(
      'href',
      '/services/yeminli-ceviri',
    );
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/services/resmi-belge-ceviri',
      '/services/yeminli-ceviri',
      '/services/noter-tasdikli-ceviri',
      '/services/apostil-tasdikli-ceviri',
      '/tarih-cevirici',
    ]);
    await user.unhover(menu);
    act(() => jest.advanceTimersByTime(DROPDOWN_HIDE_DELAY_MS - 100));
    expect(within(menu).getByRole('link', { name: 'Yeminli Çeviri' })).toBeVisible();
    act(() => jest.advanceTimersByTime(200));
    expect(within(menu).queryByRole('link', { name: 'Yeminli Çeviri' })).not.toBeInTheDocument();
  });

  it('opens the phone menu with aria-expanded and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const burger = screen.getByRole('button', { name: 'Menü' });
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('navigation', { name: 'Menü' })).getByRole('link', { name: 'Fiyat Teklifi Al' }),
    ).toHaveAttribute('href', '/quote');
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });
});
