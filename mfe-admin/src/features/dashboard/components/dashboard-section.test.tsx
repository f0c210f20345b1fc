import { screen, within } from '@testing-library/react';
import '../index';
import { stubFetch, renderWithProviders } from 'shared-ui/testing';
import { DashboardSection } from './dashboard-section';

// jsdom has no layout: recharts' ResponsiveContainer needs a ResizeObserver to exist.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const finance = [
  { month: '2026-01', total_income: 12000, total_expense: 7000, fixed_expense: 2000, net_profit: 3000 },
  { month: '2026-02', total_income: 0, total_expense: 0, fixed_expense: 2000, net_profit: -2000 },
];

beforeAll(() => {
  Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
});
beforeEach(() => localStorage.clear());

describe('admin dashboard', () => {
  it('shows the four counts with their labels, the finance chart and its table', async () => {
    const calls = stubFetch((c) =>
      c.url === '/api/admin/stats'
        ? { body: { users: 1234, translators: 7, pendingJobs: 5, completedJobs: 42 } }
        : { body: finance },
    ).calls;
    renderWithProviders(<DashboardSection />, { language: 'tr' });
    expect(await screen.findByTestId('stat-users')).toHaveTextContent('1.234Kullanıcılar');
    expect(screen.getByTestId('stat-translators')).toHaveTextContent('7Onaylı tercümanlar');
    expect(screen.getByTestId('stat-pendingJobs')).toHaveTextContent('5Süren işler');
    expect(screen.getByTestId('stat-completedJobs')).toHaveTextContent('42Tamamlanan işler');

    expect(await screen.findByTestId('finance-chart')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Aylık finans tablosu' });
    expect(within(table).getByRole('rowheader', { name: 'Ocak 2026' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ay', 'Toplam gelir', 'Tercüman ödemeleri', 'Sabit gider', 'Net kâr']);
    expect(within(table).getByText(/12\.000,00/)).toBeInTheDocument();
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/admin/stats', '/api/admin/stats/finance']);
  });

  it('links to the analytics site in a new tab', async () => {
    stubFetch(() => ({ body: [] }));
    renderWithProviders(<DashboardSection />, { language: 'tr' });
    const link = screen.getByRole('link', { name: /Google Analytics’i aç/ });
    expect(link).toHaveAttribute('href', 'https://analytics.google.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(await screen.findByText('Henüz finans verisi yok.')).toBeInTheDocument();
  });

  it('says so when the statistics cannot be loaded', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    renderWithProviders(<DashboardSection />, { language: 'tr' });
    expect(await screen.findByText('İstatistikler yüklenemedi.')).toBeInTheDocument();
    expect(await screen.findByText('Finans verileri yüklenemedi.')).toBeInTheDocument();
  });
});
