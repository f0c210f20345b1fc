import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInIstanbul } from 'shared-ui/contracts';
import { dayFromToday } from '../../../testing/dates';
import { fakeApi, on, onList, page } from '../../../testing/fake-api';
import { openJob } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const OPEN = '/translator/open-jobs';

async function openTab(...handlers: Parameters<typeof fakeApi>) {
  const api = fakeApi(...handlers);
  renderPanel('/panel/translator?tab=open');
  const table = await screen.findByRole('table', { name: 'Teklif bekleyen işler' });
  return { api, table, user: userEvent.setup() };
}

const formFor = (code: string) => screen.getByRole('form', { name: `${code} için teklif` });

beforeEach(() => localStorage.clear());

describe('open jobs tab', () => {
  it('requires the price and the date, with the date not before today', async () => {
    const { api, user } = await openTab(onList(OPEN, page([openJob(5)])));
    const form = formFor('JOB-000005');
    const date = within(form).getByLabelText('Teslim tarihi');
    expect(date).toHaveAttribute('min', todayInIstanbul());
    expect(date).toBeRequired();
    expect(within(form).getByLabelText('Fiyat (₺)')).toBeRequired();

    await user.click(within(form).getByRole('button', { name: 'Teklif ver' }));
    expect(within(form).getAllByText('Bu alan zorunludur.')).toHaveLength(2);

    await user.type(within(form).getByLabelText('Fiyat (₺)'), '0');
    await user.type(date, dayFromToday(-1));
    await user.click(within(form).getByRole('button', { name: 'Teklif ver' }));
    expect(within(form).getByText('Geçerli bir fiyat giriniz (en fazla iki ondalık).')).toBeInTheDocument();
    expect(within(form).getByText('Tarih bugünden önce olamaz.')).toBeInTheDocument();
    expect(api.calls().filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it("sends job_id, price and delivery_date and says 'Teklif gönderildi.'", async () => {
    const date = dayFromToday(5);
    const { api, user } = await openTab(
      onList(OPEN, page([openJob(5)])),
      on('POST', '/translator/offer', { status: 201, body: { message: 'Teklif gönderildi.' } }),
    );
    const form = formFor('JOB-000005');
    await user.type(within(form).getByLabelText('Fiyat (₺)'), '1250.50');
    await user.type(within(form).getByLabelText('Teslim tarihi'), date);
    await user.click(within(form).getByRole('button', { name: 'Teklif ver' }));
    expect(await screen.findByText('Teklif gönderildi.')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/translator/offer')).toEqual({ job_id: 5, price: 1250.5, delivery_date: date });
  });

  it("says 'Hata oluştu.' on its own line, with the server's reason under it, when the offer fails", async () => {
    const { user } = await openTab(
      onList(OPEN, page([openJob(5)])),
      on('POST', '/translator/offer', {
        status: 409,
        body: { message: 'Bu iş artık teklif kabul etmiyor.', code: 'jobNotOpenForOffers' },
      }),
    );
    const form = formFor('JOB-000005');
    await user.type(within(form).getByLabelText('Fiyat (₺)'), '300');
    await user.type(within(form).getByLabelText('Teslim tarihi'), dayFromToday(3));
    await user.click(within(form).getByRole('button', { name: 'Teklif ver' }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText('Hata oluştu.', { exact: true })).toBeInTheDocument();
    expect(within(alert).getByText('Bu iş artık teklif kabul etmiyor.', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('Teklif gönderildi.')).not.toBeInTheDocument();
  });

  it('shows my current offer, which a new one replaces', async () => {
    const mine = { id: 9, job_id: 5, price: 400, delivery_date: '2031-05-10', created_at: '', updated_at: '' };
    await openTab(onList(OPEN, page([openJob(5, { my_offer: mine })])));
    const form = formFor('JOB-000005');
    expect(form).toHaveTextContent(/Mevcut teklifiniz: ₺400,00, 10 May 2031/);
    expect(form).toHaveTextContent('Yeni teklif öncekinin yerini alır.');
    expect(within(form).getByRole('button', { name: 'Teklifi güncelle' })).toBeInTheDocument();
  });

  it('highlights jobs due within 2 days with colour and an "Acil" label', async () => {
    const { table } = await openTab(
      onList(
        OPEN,
        page([
          openJob(1, { delivery_date: dayFromToday(0) }),
          openJob(2, { delivery_date: dayFromToday(2) }),
          openJob(3, { delivery_date: dayFromToday(3) }),
        ]),
      ),
    );
    const rowOf = (code: string) => within(table).getByText(code).closest('tr');
    for (const code of ['JOB-000001', 'JOB-000002']) {
      expect(rowOf(code)).toHaveClass('urgentRow');
      expect(within(rowOf(code) as HTMLElement).getByText('Acil')).toBeInTheDocument();
    }
    expect(rowOf('JOB-000003')).not.toHaveClass('urgentRow');
    expect(within(rowOf('JOB-000003') as HTMLElement).queryByText('Acil')).not.toBeInTheDocument();
  });

  it('pages at 10, nearest delivery first, and asks the server for the next page', async () => {
    const jobs = Array.from({ length: 12 }, (_, i) => openJob(i + 1));
    const { api, table, user } = await openTab(
      onList(OPEN, (url: string) =>
        url.includes('page=2') ? page(jobs.slice(10), 12, 2) : page(jobs.slice(0, 10), 12, 1),
      ),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Sayfa 1 / 2')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /translator/open-jobs?page=1&pageSize=10&sort=delivery_date&order=asc');
    await user.click(screen.getByRole('button', { name: /İleri/ }));
    expect(await screen.findByText('JOB-000012')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(api.calls()).toContain('GET /translator/open-jobs?page=2&pageSize=10&sort=delivery_date&order=asc');
  });

  it('shows the document’s type, size, pages and words, and its watermarked first page on request', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview-5');
    URL.revokeObjectURL = jest.fn();
    const { api, user } = await openTab(
      onList(OPEN, page([openJob(5)])),
      on('GET', '/translator/job/5/preview', { text: 'jpeg bytes' }),
    );
    expect(screen.getByTestId('document-facts-5')).toHaveTextContent('PDF · 240 KB · 3 sayfa · ~1.250 kelime');
    await user.click(screen.getByRole('button', { name: 'JOB-000005 ilk sayfasının önizlemesi' }));
    const dialog = await screen.findByRole('dialog', { name: 'JOB-000005 — ilk sayfa' });
    expect(
      await within(dialog).findByRole('img', { name: 'JOB-000005 belgesinin ilk sayfası, filigranlı' }),
    ).toHaveAttribute('src', 'blob:preview-5');
    expect(api.find('GET', '/translator/job/5/preview')).toBeDefined();
  });

  it('says when a preview is still being made, or cannot be made for the file', async () => {
    await openTab(
      onList(
        OPEN,
        page([
          openJob(6, { document: { type: 'DOCX', size: 2048, pages: null, words: null, preview: 'pending' } }),
          openJob(7, { document: { type: 'TIFF', size: 2048, pages: 1, words: null, preview: 'none' } }),
        ]),
      ),
    );
    expect(screen.getByTestId('document-facts-6')).toHaveTextContent(/^DOCX · 2 KB\s*Önizleme hazırlanıyor…$/);
    expect(screen.getByTestId('document-facts-7')).toHaveTextContent('TIFF · 2 KB · 1 sayfa');
    expect(screen.getByTestId('document-facts-7')).toHaveTextContent('Bu dosya için önizleme yok');
  });

  it('asks again while a preview is being made, and shows it once it is ready', async () => {
    let asked = 0;
    const facts = (preview: 'pending' | 'ready') => ({ type: 'PDF', size: 2048, pages: 2, words: 40, preview });
    await openTab(onList(OPEN, () => page([openJob(6, { document: facts(asked++ === 0 ? 'pending' : 'ready') })])));
    expect(screen.getByTestId('document-facts-6')).toHaveTextContent('Önizleme hazırlanıyor…');
    expect(
      await screen.findByRole('button', { name: 'JOB-000006 ilk sayfasının önizlemesi' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 15000);

  it('says so when no job awaits offers', async () => {
    await openTab();
    expect(screen.getByText('Şu anda teklif bekleyen iş yok.')).toBeInTheDocument();
  });
});

describe('open jobs tab: what a translator sees before bidding', () => {
  it('shows the Ottoman intake, the country of use and, folded, the name and date sheet', async () => {
    const job = openJob(6, {
      ottoman_output: 'transcription_plain',
      page_count: 5,
      legibility: 'faded',
      legalisation_country: 'FR',
      legalisation_route: 'apostille',
      name_sheet: [
        { kind: 'name', source: 'Ahmed Vefik', spelling: 'Ahmet VEFİK' },
        { kind: 'date', source: '', spelling: '1 Mart 1890' },
      ],
    });
    const { table, user } = await openTab(onList(OPEN, page([job])));
    expect(table).toHaveTextContent('İstenen çıktı: Çeviriyazı, işaretsiz');
    expect(table).toHaveTextContent('Sayfa sayısı: 5 sayfa');
    expect(table).toHaveTextContent('Okunaklılık: Soluk ya da hasarlı');
    expect(table).toHaveTextContent('Kullanılacağı ülke: Fransa — noter + apostil');
    await user.click(within(table).getByText('Ad ve tarih listesi (2 satır)'));
    const sheet = within(table).getByRole('table', { name: 'Ad ve tarih listesi' });
    expect(sheet).toHaveTextContent('Ahmet VEFİK');
    expect(sheet).toHaveTextContent('1 Mart 1890');
  });
});
