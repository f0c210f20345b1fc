import { screen, within } from '@testing-library/react';
import { job, languages, renderCustomer, signInAs } from '../../../testing/render-customer';
import { byRoute, stubFetch } from 'shared-ui/testing';

/** A phone: every `(max-width: …)` query matches. */
function onPhone(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('jobs on a phone', () => {
  it('shows each job as a card with its status, price and pay action, and no wide table', async () => {
    onPhone(true);
    signInAs('user');
    const jobs = [job(1, { status: 'waiting_payment', admin_price: 1250 }), job(2)];
    stubFetch(
      byRoute({
        'GET /user/jobs?pageSize=100': { body: { items: jobs, jobs, total: 2, page: 1, pageSize: 100 } },
        'GET /user/languages': { body: languages },
      }),
    );
    renderCustomer('/panel/user');
    const cards = await screen.findByTestId('customer-job-cards');
    expect(screen.queryByRole('table', { name: 'Çeviri işleriniz' })).not.toBeInTheDocument();
    const [first, second] = within(cards)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === cards);
    expect(first).toBeDefined();
    const card1 = within(first as HTMLElement);
    expect(card1.getByText('Ödeme Bekliyor')).toBeInTheDocument();
    const price = new Intl.NumberFormat('tr', { style: 'currency', currency: 'TRY' }).format(1250);
    expect(card1.getByText(price)).toBeInTheDocument();
    expect(card1.getByRole('link', { name: 'Öde JOB-000001' })).toHaveAttribute('href', '/odeme/1');
    expect(card1.getByRole('link', { name: 'JOB-000001 ayrıntıları' })).toHaveAttribute('href', '/panel/user/jobs/1');
    expect(within(second as HTMLElement).getByText('Bekliyor')).toBeInTheDocument();
  });

  it('keeps the sortable table on a wider screen', async () => {
    onPhone(false);
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /user/jobs?pageSize=100': { body: { items: [job(1)], jobs: [job(1)], total: 1, page: 1, pageSize: 100 } },
        'GET /user/languages': { body: languages },
      }),
    );
    renderCustomer('/panel/user');
    expect(await screen.findByRole('table', { name: 'Çeviri işleriniz' })).toBeInTheDocument();
    expect(screen.queryByTestId('customer-job-cards')).not.toBeInTheDocument();
  });
});
