import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstPagesOf, job, jobsRoute, languages, renderCustomer, signInAs } from '../../../testing/render-customer';
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

/** One page of seven active jobs, 5 a page. */
const page = (ids: number[], n: number) => ({
  body: { jobs: ids.map((id) => job(id)), total: 7, page: n, pageSize: 5 },
});

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
        ...firstPagesOf(jobs),
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

  it('pages the cards 5 at a time with a pager, asking the server for the next page', async () => {
    onPhone(true);
    signInAs('user');
    const user = userEvent.setup();
    const api = stubFetch(
      byRoute({
        [jobsRoute('active')]: page([7, 6, 5, 4, 3], 1),
        [jobsRoute('active', 2)]: page([2, 1], 2),
        'GET /user/languages': { body: languages },
      }),
    );
    renderCustomer('/panel/user');
    await screen.findByTestId('customer-job-cards');
    const codes = () =>
      within(screen.getByTestId('customer-job-cards'))
        .getAllByRole('link', { name: /ayrıntıları/ })
        .map((a) => a.textContent);
    expect(codes()).toEqual(['JOB-000007', 'JOB-000006', 'JOB-000005', 'JOB-000004', 'JOB-000003']);
    const pager = screen.getByRole('navigation', { name: 'İş sayfaları' });
    expect(within(pager).getByText('Sayfa 1 / 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: /İleri/ }));
    await waitFor(() => expect(codes()).toEqual(['JOB-000002', 'JOB-000001']));
    expect(api.routes()).toContain(jobsRoute('active', 2));
  });

  it('starts the next page at the top of the list, with the focus on its heading, not at the pager', async () => {
    onPhone(true);
    signInAs('user');
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    stubFetch(
      byRoute({
        [jobsRoute('active')]: page([7, 6, 5, 4, 3], 1),
        [jobsRoute('active', 2)]: page([2, 1], 2),
        'GET /user/languages': { body: languages },
      }),
    );
    renderCustomer('/panel/user');
    await screen.findByTestId('customer-job-cards');
    const pager = screen.getByRole('navigation', { name: 'İş sayfaları' });
    await userEvent.click(within(pager).getByRole('button', { name: /İleri/ }));
    const heading = screen.getByRole('heading', { name: 'İşlerim' });
    expect(scrolled).toEqual([heading]);
    expect(heading).toHaveFocus();
    await waitFor(() => expect(within(pager).getByText('Sayfa 2 / 2')).toBeInTheDocument());
  });

  it('keeps the shown cards, marked busy, while the next page is on its way', async () => {
    onPhone(true);
    signInAs('user');
    stubFetch(
      byRoute({
        [jobsRoute('active')]: page([7, 6, 5, 4, 3], 1),
        [jobsRoute('active', 2)]: 'pending',
        'GET /user/languages': { body: languages },
      }),
    );
    renderCustomer('/panel/user');
    const cards = await screen.findByTestId('customer-job-cards');
    expect(cards).toHaveAttribute('aria-busy', 'false');
    const pager = screen.getByRole('navigation', { name: 'İş sayfaları' });
    await userEvent.click(within(pager).getByRole('button', { name: /İleri/ }));
    await waitFor(() => expect(screen.getByTestId('customer-job-cards')).toHaveAttribute('aria-busy', 'true'));
    expect(within(screen.getByTestId('customer-job-cards')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('keeps every tab reachable on a phone: the tab bar wraps', async () => {
    onPhone(true);
    signInAs('user');
    stubFetch(byRoute({ ...firstPagesOf([job(1)]), 'GET /user/languages': { body: languages } }));
    renderCustomer('/panel/user');
    await screen.findByTestId('customer-job-cards');
    expect(screen.getByRole('tablist')).toHaveClass('wrap');
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('keeps the sortable table on a wider screen', async () => {
    onPhone(false);
    signInAs('user');
    stubFetch(
      byRoute({
        ...firstPagesOf([job(1)]),
        'GET /user/languages': { body: languages },
      }),
    );
    renderCustomer('/panel/user');
    expect(await screen.findByRole('table', { name: 'Çeviri işleriniz' })).toBeInTheDocument();
    expect(screen.queryByTestId('customer-job-cards')).not.toBeInTheDocument();
  });
});
