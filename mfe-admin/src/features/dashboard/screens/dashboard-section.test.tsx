import { act, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, renderWithProviders } from 'shared-ui/testing';
import { DashboardSection, texts } from './dashboard-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';

registerFeatureTexts(...texts);

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

const noTodo = { body: { items: [] } };
const noFailedTasks = { body: { items: [], total: 0 } };
/** The to-do list and the failed tasks answer empty; anything else answers `other`. */
const withEmptyTodo = (other: (url: string) => { body: unknown }) => (c: { url: string }) =>
  c.url === '/api/admin/todo' ? noTodo : c.url.startsWith('/api/admin/tasks') ? noFailedTasks : other(c.url);

beforeAll(() => {
  Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
});
beforeEach(() => localStorage.clear());

describe('admin dashboard', () => {
  it('shows the four counts with their labels, the finance chart and its table', async () => {
    const calls = stubFetch(
      withEmptyTodo((url) =>
        url === '/api/admin/stats'
          ? { body: { users: 1234, translators: 7, pendingJobs: 5, completedJobs: 42 } }
          : { body: finance },
      ),
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
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/api/admin/stats',
      '/api/admin/stats/finance',
      '/api/admin/tasks?state=failed&pageSize=20',
      '/api/admin/todo',
    ]);
  });

  it('links to the analytics site in a new tab', async () => {
    stubFetch(withEmptyTodo(() => ({ body: [] })));
    renderWithProviders(<DashboardSection />, { language: 'tr' });
    const link = await screen.findByRole('link', { name: /Google Analytics’i aç/ });
    expect(link).toHaveAttribute('href', 'https://analytics.google.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(await screen.findByText('Henüz finans verisi yok.')).toBeInTheDocument();
  });

  it('lists the waiting work with counts and links to where it is done, leaving out what is at zero', async () => {
    const todo = {
      items: [
        { key: 'pendingApplicants', count: 2 },
        { key: 'jobsAwaitingPrice', count: 1 },
        { key: 'reportedPayments', count: 3 },
        { key: 'unreadMessages', count: 0 },
        { key: 'dueDateRequests', count: 1 },
        { key: 'revisionRequests', count: 1 },
        { key: 'failedMails', count: 1 },
      ],
    };
    const failed = {
      items: [
        {
          id: '6b1c1f3e-8f1d-4a8e-9c55-0a4a6c1d2e3f',
          name: 'mail',
          state: 'failed',
          attempts: 4,
          lastError: 'connect ECONNREFUSED',
          createdAt: '2026-01-02T10:00:00.000Z',
          finishedAt: null,
        },
      ],
      total: 1,
    };
    stubFetch((c) =>
      c.url === '/api/admin/todo'
        ? { body: todo }
        : c.url.startsWith('/api/admin/tasks')
          ? { body: failed }
          : { body: [] },
    );
    renderWithProviders(<DashboardSection />, { language: 'tr' });
    const list = within(await screen.findByTestId('admin-todo'));
    expect(await list.findByRole('link', { name: '2 tercüman başvurusu onay bekliyor' })).toHaveAttribute(
      'href',
      '/panel/admin/tercumanlar?status=pending',
    );
    expect(list.getByRole('link', { name: '1 iş fiyat bekliyor' })).toHaveAttribute(
      'href',
      '/panel/admin/isler?status=waiting',
    );
    expect(list.getByRole('link', { name: '3 müşteri ödeme yaptığını bildirdi' })).toHaveAttribute(
      'href',
      '/panel/admin/isler?status=waiting_payment',
    );
    expect(list.getByRole('link', { name: '1 teslim tarihi değişikliği talebi' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: '1 revizyon talebi' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: '1 e-posta gönderilemedi' })).toHaveAttribute('href', '#failed-mails');
    expect(list.queryByText(/okunmamış/)).not.toBeInTheDocument();
    const failedMails = await screen.findByRole('region', { name: 'Gönderilemeyen e-postalar' });
    expect(failedMails).toHaveTextContent('connect ECONNREFUSED');
    expect(within(failedMails).getByRole('button', { name: 'Yeniden dene' })).toBeInTheDocument();
  });

  it('draws no card while one figure is still on its way, so no card arrives above another and pushes it down', async () => {
    const { calls } = stubFetch((c) =>
      c.url === '/api/admin/todo'
        ? 'pending'
        : c.url === '/api/admin/stats'
          ? { body: { users: 1, translators: 1, pendingJobs: 1, completedJobs: 1 } }
          : c.url.startsWith('/api/admin/tasks')
            ? noFailedTasks
            : { body: finance },
    );
    renderWithProviders(<DashboardSection />, { language: 'tr' });
    await waitFor(() => expect(calls).toHaveLength(4));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('stat-users')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aylık finans' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Analytics’i aç/ })).not.toBeInTheDocument();
  });

  it('says the to-do list in English', async () => {
    stubFetch((c) =>
      c.url === '/api/admin/todo'
        ? { body: { items: [{ key: 'jobsAwaitingPrice', count: 2 }] } }
        : c.url.startsWith('/api/admin/tasks')
          ? noFailedTasks
          : { body: [] },
    );
    renderWithProviders(<DashboardSection />, { language: 'en' });
    expect(await screen.findByRole('link', { name: '2 jobs are waiting for a price' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'To do' })).toBeInTheDocument();
  });

  it('says so when the statistics cannot be loaded', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    renderWithProviders(<DashboardSection />, { language: 'tr' });
    expect(await screen.findByText('İstatistikler yüklenemedi.')).toBeInTheDocument();
    expect(await screen.findByText('Finans verileri yüklenemedi.')).toBeInTheDocument();
  });
});
