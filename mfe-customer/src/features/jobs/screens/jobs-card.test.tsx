import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type CustomerJobDto } from 'shared-ui';
import { firstPagesOf, job, jobsRoute, languages, renderCustomer, signInAs } from '../../../testing/render-customer';
import { byRoute, stubFetch, type Reply } from 'shared-ui/testing';
import { waitingActiveKey, waitingDoneKey } from '../../waiting/api/use-waiting-jobs';

/** The panel, with the server's first page of each tab for `jobs` (and any other answers). */
function openPanel(jobs: CustomerJobDto[], extra: Record<string, Reply> = {}) {
  signInAs('user');
  const api = stubFetch(
    byRoute({
      ...firstPagesOf(jobs),
      'GET /user/languages': { body: languages },
      ...extra,
    }),
  );
  renderCustomer('/panel/user');
  return api;
}

/** The table's calls for its pages, without the "Sizi bekleyenler" list's own (features/waiting). */
const tableCalls = (routes: string[]) =>
  routes.filter(
    (r) => r.startsWith('GET /user/jobs') && r !== `GET ${waitingActiveKey}` && r !== `GET ${waitingDoneKey}`,
  );

const table = () => screen.findByRole('table', { name: 'Çeviri işleriniz' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const codes = (t: HTMLElement) => bodyRows(t).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('jobs table', () => {
  it('asks the server for each page and for the order of a clicked column, 5 rows a page', async () => {
    const user = userEvent.setup();
    const page = (ids: number[], n = 1) => ({
      body: { jobs: ids.map((id) => job(id)), total: 7, page: n, pageSize: 5 },
    });
    const api = openPanel([], {
      [jobsRoute('active')]: page([7, 6, 5, 4, 3]),
      [jobsRoute('active', 1, '&sort=id&order=asc')]: page([1, 2, 3, 4, 5]),
      [jobsRoute('active', 1, '&sort=id&order=desc')]: page([7, 6, 5, 4, 3]),
      [jobsRoute('active', 2, '&sort=id&order=desc')]: page([2, 1], 2),
    });
    const t = await table();
    expect(bodyRows(t)).toHaveLength(5);
    expect(screen.getByText('Sayfa 1 / 2')).toBeInTheDocument();

    await user.click(within(t).getByRole('button', { name: /İş No/ }));
    await waitFor(() =>
      expect(codes(t)).toEqual(['JOB-000001', 'JOB-000002', 'JOB-000003', 'JOB-000004', 'JOB-000005']),
    );
    await user.click(within(t).getByRole('button', { name: /İş No/ }));
    await waitFor(() =>
      expect(codes(t)).toEqual(['JOB-000007', 'JOB-000006', 'JOB-000005', 'JOB-000004', 'JOB-000003']),
    );
    const next = screen.getByRole('button', { name: /İleri/ });
    await user.click(next);
    await waitFor(() => expect(codes(t)).toEqual(['JOB-000002', 'JOB-000001']));
    expect(screen.getByText('Sayfa 2 / 2')).toBeInTheDocument();
    // the table stays while a page loads, so the pager keeps the keyboard's place
    expect(next).toBeInTheDocument();
    expect(tableCalls(api.routes())).toEqual([
      jobsRoute('active'),
      jobsRoute('active', 1, '&sort=id&order=asc'),
      jobsRoute('active', 1, '&sort=id&order=desc'),
      jobsRoute('active', 2, '&sort=id&order=desc'),
    ]);
  });

  it('sorts only by the columns the server can order, and marks the job number as the order given (newest first)', async () => {
    openPanel([job(1)]);
    const t = await table();
    expect(within(t).getByRole('columnheader', { name: /İş No/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(t).getByRole('columnheader', { name: /Teslim/ })).toHaveAttribute('aria-sort', 'none');
    const sortable = within(t)
      .getAllByRole('columnheader')
      .filter((th) => within(th).queryByRole('button'))
      .map((th) => th.textContent?.replace(/[^\p{L} ]/gu, '').trim());
    expect(sortable).toEqual(['İş No', 'Teslim', 'Durum', 'Fiyat']);
  });

  it('shows each tab its count from the answer, without fetching the other tabs', async () => {
    const api = openPanel([job(1), job(2, { status: 'completed' }), job(3, { status: 'cancelled' })], {
      [jobsRoute('active')]: {
        body: { jobs: [job(1)], total: 1, page: 1, pageSize: 5, tabs: { active: 1, done: 12, cancelled: 3 } },
      },
    });
    await table();
    expect(screen.getByRole('tab', { name: 'Aktif 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tamamlanan 12' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'İptal edilen 3' })).toBeInTheDocument();
    expect(tableCalls(api.routes())).toEqual([jobsRoute('active')]);
  });

  it('moves back to the last page when an action empties the page shown', async () => {
    const user = userEvent.setup();
    const page = (ids: number[], n: number, total: number) => ({
      body: { jobs: ids.map((id) => job(id)), total, page: n, pageSize: 5 },
    });
    let deleted = false;
    signInAs('user');
    const api = stubFetch((call) => {
      const answers: Record<string, Reply> = {
        [jobsRoute('active')]: page([11, 10, 9, 8, 7], 1, deleted ? 5 : 6),
        [jobsRoute('active', 2)]: deleted ? page([], 2, 5) : page([6], 2, 6),
        'GET /user/languages': { body: languages },
      };
      if (call.method === 'DELETE' && call.path === '/user/job/6') {
        deleted = true;
        return { status: 204 };
      }
      return answers[`${call.method} ${call.path}`];
    });
    renderCustomer('/panel/user');
    const t = await table();
    await user.click(screen.getByRole('button', { name: /İleri/ }));
    await waitFor(() => expect(codes(t)).toEqual(['JOB-000006']));
    await user.click(screen.getByRole('button', { name: 'Sil JOB-000006' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() =>
      expect(codes(t)).toEqual(['JOB-000011', 'JOB-000010', 'JOB-000009', 'JOB-000008', 'JOB-000007']),
    );
    expect(screen.getByText('Sayfa 1 / 1')).toBeInTheDocument();
    expect(api.routes()).toContain('DELETE /user/job/6');
  });

  it('says so when the list cannot be loaded', async () => {
    openPanel([], {
      [jobsRoute('active')]: { status: 500, body: { message: 'Sunucu hatası oluştu.', code: 'internal' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası oluştu.');
  });

  it('lists completed jobs under Tamamlanan and cancelled ones under İptal edilen, with clear empty states', async () => {
    const user = userEvent.setup();
    openPanel([job(1, { status: 'completed' }), job(2, { status: 'cancelled' })]);
    const t = await table();
    expect(within(t).getByText(/Devam eden bir işiniz yok/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Tamamlanan/ }));
    const done = await table();
    expect(codes(done)).toEqual(['JOB-000001']);
    expect(within(done).getByText('Tamamlandı')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /İptal edilen/ }));
    const cancelled = await table();
    expect(codes(cancelled)).toEqual(['JOB-000002']);
    expect(within(cancelled).getByText('İptal Edildi')).toBeInTheDocument();
  });

  it('shows the status labels, with Fiyat Bekliyor for a waiting job that has offers', async () => {
    openPanel([
      job(1),
      job(2, { offers_count: 2 }),
      job(3, { status: 'waiting_payment', admin_price: 1250 }),
      job(4, { status: 'in_progress', is_paid: true }),
    ]);
    const t = await table();
    for (const label of ['Bekliyor', 'Fiyat Bekliyor', 'Ödeme Bekliyor', 'Çeviride'])
      expect(within(t).getByText(label)).toBeInTheDocument();
    expect(within(t).getByText(/1\.250,00/)).toBeInTheDocument();
    expect(within(t).getByText('belge-1.pdf')).toBeInTheDocument();
  });

  it('offers cancel only for waiting jobs, with or without offers', async () => {
    openPanel([
      job(1),
      job(2, { offers_count: 1 }),
      job(3, { status: 'waiting_payment' }),
      job(4, { status: 'in_progress' }),
    ]);
    await table();
    expect(screen.getByRole('button', { name: 'İptal et JOB-000001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İptal et JOB-000002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İptal et JOB-000003' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İptal et JOB-000004' })).not.toBeInTheDocument();
  });

  it('links to payment only while waiting_payment and unpaid, and ticks paid jobs', async () => {
    openPanel([
      job(1, { status: 'waiting_payment' }),
      job(2, { status: 'waiting_payment', is_paid: true }),
      job(3, { status: 'in_progress', is_paid: true }),
      job(4),
    ]);
    const t = await table();
    const payLinks = within(t).getAllByRole('link', { name: /^Öde / });
    expect(payLinks).toHaveLength(1);
    expect(payLinks[0]).toHaveAttribute('href', '/odeme/1');
    expect(within(t).getAllByText('Ödendi')).toHaveLength(2);
  });

  it('gives completed jobs download links, a revision form link to the job page and WhatsApp as an extra', async () => {
    const user = userEvent.setup();
    const outputs = [
      {
        file_name: '1700-ceviri.pdf',
        display_name: 'ceviri.pdf',
        uploaded_at: '2025-01-02T00:00:00Z',
        url: '/api/download/output/1700-ceviri.pdf?sig=s',
        delivered_at: '2025-01-02T00:00:00Z',
        replaced_at: null,
      },
    ];
    openPanel([job(9, { status: 'completed', output_files: outputs })]);
    await table();
    await user.click(screen.getByRole('tab', { name: /Tamamlanan/ }));
    const t = await table();
    expect(within(t).getByRole('link', { name: /ceviri\.pdf/ })).toHaveAttribute(
      'href',
      '/api/download/output/1700-ceviri.pdf?sig=s',
    );
    const revision = within(t).getByRole('link', { name: 'Revizyon iste JOB-000009' });
    expect(revision).toHaveAttribute('href', '/panel/user/jobs/9?revizyon=1');
    const whatsapp = within(t).getByRole('link', { name: 'WhatsApp' });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('JOB-000009');
  });

  it('cancels after confirmation and reloads the list', async () => {
    const user = userEvent.setup();
    const api = openPanel([job(1)], { 'PUT /user/job/1/cancel': { body: job(1, { status: 'cancelled' }) } });
    await table();
    await user.click(screen.getByRole('button', { name: 'İptal et JOB-000001' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/JOB-000001 numaralı iş iptal edilsin mi/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'İptal et' }));
    expect(await screen.findByText('İş iptal edildi.')).toBeInTheDocument();
    expect(api.routes()).toContain('PUT /user/job/1/cancel');
    expect(api.routes().filter((r) => r === jobsRoute('active'))).toHaveLength(2);
  });

  it('names the English dialog\'s two buttons apart: "Keep the job" closes, "Cancel job" cancels', async () => {
    await i18n.changeLanguage('en');
    try {
      const user = userEvent.setup();
      const api = openPanel([job(1)]);
      await user.click(await screen.findByRole('button', { name: 'Cancel JOB-000001' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'Cancel job' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Keep the job' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.routes()).not.toContain('PUT /user/job/1/cancel');
    } finally {
      await i18n.changeLanguage('tr');
    }
  });

  it('deletes only after the confirmation modal, and keeps nothing when it is dismissed', async () => {
    const user = userEvent.setup();
    const api = openPanel([job(1, { status: 'completed' })], { 'DELETE /user/job/1': { status: 204 } });
    await table();
    await user.click(screen.getByRole('tab', { name: /Tamamlanan/ }));
    await user.click(await screen.findByRole('button', { name: 'Sil JOB-000001' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Vazgeç' }));
    expect(api.routes()).not.toContain('DELETE /user/job/1');

    await user.click(screen.getByRole('button', { name: 'Sil JOB-000001' }));
    expect(screen.getByText('JOB-000001 numaralı iş listenizden silinsin mi?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('İş silindi.')).toBeInTheDocument();
    expect(api.routes()).toContain('DELETE /user/job/1');
  });

  it("says 'Silme başarısız.' when the delete fails", async () => {
    const user = userEvent.setup();
    openPanel([job(1)], {
      'DELETE /user/job/1': { status: 500, body: { message: 'Sunucu hatası oluştu.', code: 'internal' } },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Sil JOB-000001' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.getByText('Silme başarısız.', { exact: true })).toBeInTheDocument());
  });

  it('offers no delete while a job is being paid for or translated', async () => {
    openPanel([job(1, { status: 'waiting_payment' }), job(2, { status: 'in_progress' })]);
    await table();
    expect(screen.queryByRole('button', { name: /^Sil / })).not.toBeInTheDocument();
  });
});
