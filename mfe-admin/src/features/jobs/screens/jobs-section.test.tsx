import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminJob, adminJobDetail } from '../testing/job-fixture';
import { stubFetch, paged, renderWithProviders, type FetchCall } from 'shared-ui/testing';
import { JobsSection, texts } from './jobs-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';

registerFeatureTexts(...texts);

const translator = { id: 9, name: 'Zeynep', surname: 'Kaya' };
const offer = {
  id: 5,
  job_id: 1,
  translator_id: 9,
  translator_name: 'Zeynep Kaya',
  price: 800,
  offer_price: 800,
  delivery_date: '2099-06-10',
  offer_delivery_date: '2099-06-10',
  created_at: '2026-01-03T10:00:00Z',
};
const jobsCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith('/api/admin/jobs?'));

beforeEach(() => localStorage.clear());

describe('admin jobs section', () => {
  it('asks the server for 10 a page, then for the chosen status', async () => {
    const calls = stubFetch(() => ({ body: paged([adminJob()]) })).calls;
    renderWithProviders(<JobsSection />, { language: 'tr' });
    expect(await screen.findByText('JOB-000001')).toBeInTheDocument();
    expect(jobsCalls(calls)[0]?.url).toBe('/api/admin/jobs?page=1&pageSize=10');

    await userEvent.selectOptions(screen.getByLabelText('Durum'), 'waiting_payment');
    await waitFor(() =>
      expect(jobsCalls(calls).at(-1)?.url).toBe('/api/admin/jobs?page=1&pageSize=10&status=waiting_payment'),
    );
    expect(within(screen.getByLabelText('Durum')).getByRole('option', { name: 'Tümü' })).toBeInTheDocument();
  });

  it('counts the jobs in English with the right plural', async () => {
    stubFetch(() => ({ body: paged([adminJob()]) }));
    renderWithProviders(<JobsSection />, { language: 'en' });
    expect(await screen.findByText('1 job in all')).toBeInTheDocument();
  });

  it('asks the server for page 2', async () => {
    const calls = stubFetch((c) => ({ body: paged([adminJob({ id: c.url.includes('page=2') ? 11 : 1 })], 14) })).calls;
    renderWithProviders(<JobsSection />, { language: 'tr' });
    await screen.findByText('JOB-000001');
    await userEvent.click(screen.getByRole('button', { name: /İleri/ }));
    expect(await screen.findByText('JOB-000011')).toBeInTheDocument();
    expect(jobsCalls(calls).at(-1)?.url).toBe('/api/admin/jobs?page=2&pageSize=10');
    expect(screen.getByText('Sayfa 2 / 2')).toBeInTheDocument();
  });

  it('keeps the list in place while page 2 loads, then shows it from its top with the focus there', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    stubFetch((c) => ({ body: paged([adminJob({ id: c.url.includes('page=2') ? 11 : 1 })], 14) }));
    renderWithProviders(<JobsSection />, { language: 'tr' });
    await screen.findByText('JOB-000001');
    const region = screen.getByRole('region', { name: 'İş listesi' });
    await userEvent.click(screen.getByRole('button', { name: /İleri/ }));
    expect(await screen.findByText('JOB-000011')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'İş listesi' })).toBe(region);
    expect(scrolled).toEqual([region]);
    expect(region).toHaveFocus();
  });

  it('marks the job code column as the order of the list, newest first', async () => {
    stubFetch(() => ({ body: paged([adminJob()]) }));
    renderWithProviders(<JobsSection />, { language: 'tr' });
    await screen.findByText('JOB-000001');
    expect(screen.getByRole('columnheader', { name: 'Kod' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Durum' })).not.toHaveAttribute('aria-sort');
  });

  it('shows the payment notice, the price and the paid state', async () => {
    stubFetch(() => ({
      body: paged([
        adminJob({ status: 'waiting_payment', admin_price: 1250, payment_notified_at: '2026-01-05T10:00:00Z' }),
      ]),
    }));
    renderWithProviders(<JobsSection />, { language: 'tr' });
    expect(await screen.findByText('Müşteri ödeme yaptığını bildirdi')).toBeInTheDocument();
    expect(screen.getByText(/1\.250,00/)).toBeInTheDocument();
    expect(screen.getByText('Ödenmedi')).toBeInTheDocument();
  });

  it('drops the payment notice once the job is paid or completed, and opens with the status named in the address', async () => {
    const calls = stubFetch(() => ({
      body: paged([
        adminJob({ status: 'in_progress', is_paid: true, payment_notified_at: '2026-01-05T10:00:00Z' }),
        adminJob({ id: 2, status: 'completed', is_paid: true, payment_notified_at: '2026-01-05T10:00:00Z' }),
      ]),
    })).calls;
    renderWithProviders(<JobsSection />, { language: 'tr', url: '/panel/admin/isler?status=waiting_payment' });
    await screen.findByText('JOB-000002');
    expect(screen.queryByText('Müşteri ödeme yaptığını bildirdi')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fiyat / ödeme' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/admin/jobs?') && c.url.includes('status=waiting_payment'))).toBe(
      true,
    );
  });

  it('requires translator, price and date before assigning, then sends the version', async () => {
    const job = adminJob({ offers_count: 1, offers: [offer] });
    const calls = stubFetch((c) => {
      if (c.url.startsWith('/api/admin/translators/approved')) return { body: paged([translator]) };
      if (c.url.endsWith('/verifications')) return { body: { items: [] } };
      if (c.url === '/api/admin/jobs/1') return { body: adminJobDetail({ ...job, delivery_date: '' }) };
      if (c.method === 'POST') return { body: job };
      return { body: paged([job]) };
    }).calls;
    renderWithProviders(<JobsSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ata JOB-000001' }));
    const submit = await screen.findByRole('button', { name: 'Ata' });
    await userEvent.click(submit);
    expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(3);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Bu teklifi seç: Zeynep Kaya' }));
    expect(screen.getByLabelText('Tercüman')).toHaveValue('9');
    await userEvent.type(screen.getByLabelText('Müşteri fiyatı (₺)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Ata' }));
    expect(await screen.findByText('Tercüman atandı.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/admin/job/1/assign');
    expect(post?.body).toEqual({
      translator_id: 9,
      price: 1000,
      translator_price: 800,
      delivery_date: '2099-06-10',
      version: 4,
    });
  });

  it("shows the server's message when the assignment is refused, else the default", async () => {
    const job = adminJob();
    let refusal: { status: number; body: unknown } = {
      status: 409,
      body: { message: 'İş bu arada değişti.', code: 'jobChangedMeanwhile' },
    };
    stubFetch((c) => {
      if (c.url.startsWith('/api/admin/translators/approved')) return { body: paged([translator]) };
      if (c.url.endsWith('/verifications')) return { body: { items: [] } };
      if (c.url === '/api/admin/jobs/1') return { body: adminJobDetail(job) };
      if (c.method === 'POST') return refusal;
      return { body: paged([job]) };
    });
    renderWithProviders(<JobsSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ata JOB-000001' }));
    await screen.findByRole('option', { name: 'Zeynep Kaya' });
    await userEvent.selectOptions(screen.getByLabelText('Tercüman'), '9');
    await userEvent.type(screen.getByLabelText('Müşteri fiyatı (₺)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Ata' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('İş bu arada değişti.');

    refusal = { status: 500, body: {} };
    await userEvent.click(screen.getByRole('button', { name: 'Ata' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('İş ataması başarısız'));
  });

  it('opens the detail from the code with its offers and history', async () => {
    const job = adminJob({ offers_count: 1, offers: [offer] });
    const history = [
      {
        id: 1,
        action: 'created',
        from_status: null,
        to_status: 'waiting' as const,
        actor_id: 3,
        actor_name: 'Ali Veli',
        at: '2026-01-02T10:00:00Z',
      },
    ];
    stubFetch((c) => {
      if (c.url.startsWith('/api/admin/translators/approved')) return { body: paged([translator]) };
      if (c.url.endsWith('/verifications')) return { body: { items: [] } };
      if (c.url === '/api/admin/jobs/1') return { body: adminJobDetail({ ...job, history }) };
      return { body: paged([job]) };
    });
    renderWithProviders(<JobsSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Detay JOB-000001' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('İş oluşturuldu')).toBeInTheDocument();
    expect(within(dialog).getByText(/Ali Veli tarafından/)).toBeInTheDocument();
    const offers = within(dialog).getByRole('list', { name: 'Tercümanların teklifleri' });
    expect(within(offers).getByRole('listitem')).toHaveTextContent(/Zeynep Kaya.*800,00/);
  });

  it.each([
    ['Ödendi işaretle', adminJob({ status: 'waiting_payment', admin_price: 100 }), 'mark-paid', 'İşaretleme başarısız'],
    ['İptal', adminJob({ status: 'in_progress', is_paid: true }), 'cancel', 'İptal edilemedi'],
    ['Revize', adminJob({ status: 'completed' }), 'revise', 'Revize başarısız'],
  ])('%s asks first and shows its default when the server gives no message', async (label, job, route, fallback) => {
    const calls = stubFetch((c) => (c.method === 'PUT' ? { status: 500, body: {} } : { body: paged([job]) })).calls;
    renderWithProviders(<JobsSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: `${label} JOB-000001` }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent(fallback);
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe(`/api/admin/job/1/${route}`);
  });
});

describe('admin jobs section: Ottoman filters', () => {
  it('asks the server for the Ottoman jobs by output wanted and legibility, from page 1', async () => {
    const calls = stubFetch(() => ({ body: paged([adminJob()]) })).calls;
    renderWithProviders(<JobsSection />, { language: 'tr' });
    await screen.findByText('JOB-000001');
    await userEvent.selectOptions(screen.getByLabelText('İstenen çıktı'), 'simplification');
    await waitFor(() =>
      expect(jobsCalls(calls).at(-1)?.url).toBe('/api/admin/jobs?page=1&pageSize=10&ottoman_output=simplification'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Okunaklılık'), 'Kısmen okunaksız');
    await waitFor(() =>
      expect(jobsCalls(calls).at(-1)?.url).toBe(
        '/api/admin/jobs?page=1&pageSize=10&ottoman_output=simplification&legibility=partly_illegible',
      ),
    );
  });
});
