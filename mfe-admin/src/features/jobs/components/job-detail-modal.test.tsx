import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminJob, adminJobDetail } from '../testing/job-fixture';
import { stubFetch, paged, renderWithProviders } from 'shared-ui/testing';
import { JobDetailModal } from './job-detail-modal';
import { JobsSection } from '../screens/jobs-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';
import { paperShippingTexts } from '../paper-shipping-texts';

registerFeatureTexts(jobsTexts, paperShippingTexts);

const translators = [
  { id: 9, name: 'Zeynep', surname: 'Kaya' },
  { id: 10, name: 'Mehmet', surname: 'Demir' },
  { id: 11, name: 'Ayla', surname: 'Şen' },
];
const offer = (translatorId: number, name: string, price: number) => ({
  id: translatorId,
  job_id: 1,
  translator_id: translatorId,
  translator_name: name,
  price,
  offer_price: price,
  delivery_date: '2099-06-10',
  offer_delivery_date: '2099-06-10',
  created_at: '2026-01-03T10:00:00Z',
});
const job = adminJob({
  offers_count: 2,
  offers: [offer(9, 'Zeynep Kaya', 1850.5), offer(10, 'Mehmet Demir', 2400)],
});

function stubJob() {
  return stubFetch((c) => {
    if (c.url.startsWith('/api/admin/translators/approved')) return { body: paged(translators) };
    if (c.url.endsWith('/verifications')) return { body: { items: [] } };
    if (c.url === '/api/admin/jobs/1') return { body: adminJobDetail(job) };
    if (c.method === 'POST') return { body: job };
    return { body: paged([job]) };
  }).calls;
}

function openModal(language: 'tr' | 'en' = 'tr') {
  renderWithProviders(<JobDetailModal jobId={1} onClose={() => undefined} onAssigned={() => undefined} />, {
    language,
  });
}

beforeEach(() => localStorage.clear());

describe('admin job detail on a phone: it opens at its top', () => {
  it('opened from the row’s "Ata" button, the focus is on the close button at the top, not on the assign form', async () => {
    stubJob();
    renderWithProviders(<JobsSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ata JOB-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'JOB-000001 iş detayı' });
    await within(dialog).findByRole('option', { name: 'Zeynep Kaya' });
    expect(within(dialog).getByRole('button', { name: 'Kapat' })).toHaveFocus();
    expect(within(dialog).getByLabelText('Tercüman')).not.toHaveFocus();
  });

  it('lists the offers as lines that wrap (a list, not a four-column table), each with its price, date and button', async () => {
    stubJob();
    openModal();
    const list = await screen.findByRole('list', { name: 'Tercümanların teklifleri' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(first).toHaveTextContent(/Zeynep Kaya.*Teklif.*1\.850,50.*Teslim/);
    expect(within(first as HTMLElement).getByRole('button', { name: 'Bu teklifi seç: Zeynep Kaya' })).toBeVisible();
  });
});

describe('admin job detail: "Bu teklifi seç" keeps the translator’s price apart from the customer price', () => {
  it('fills the translator, the translator price and the date, leaves the customer price empty and focuses it with the translator’s price named under it', async () => {
    stubJob();
    openModal();
    await screen.findByRole('option', { name: 'Zeynep Kaya' });
    await userEvent.click(screen.getByRole('button', { name: 'Bu teklifi seç: Zeynep Kaya' }));
    expect(screen.getByLabelText('Tercüman')).toHaveValue('9');
    expect(screen.getByLabelText('Tercüman fiyatı (₺)')).toHaveValue(1850.5);
    expect(screen.getByLabelText('Teslim tarihi')).toHaveValue('2099-06-10');
    const price = screen.getByLabelText('Müşteri fiyatı (₺)');
    expect(price).toHaveValue(null);
    expect(price).toHaveFocus();
    expect(price).toHaveAccessibleDescription(
      /Tercümanın fiyatı: ₺1\.850,50 — müşteri fiyatı buna kâr payınız eklenerek girilmelidir\./,
    );
  });

  it('shows the margin as the admin types the customer price, and warns when the customer would pay only the translator’s price', async () => {
    stubJob();
    openModal();
    await screen.findByRole('option', { name: 'Zeynep Kaya' });
    await userEvent.click(screen.getByRole('button', { name: 'Bu teklifi seç: Zeynep Kaya' }));
    const price = screen.getByLabelText('Müşteri fiyatı (₺)');
    await userEvent.type(price, '2500');
    expect(price).toHaveAccessibleDescription(/Kâr payınız: ₺649,50/);
    await userEvent.clear(price);
    await userEvent.type(price, '1850.5');
    expect(price).toHaveAccessibleDescription(/kâr payınız yok/);
  });

  it('says the same in English', async () => {
    stubJob();
    openModal('en');
    await screen.findByRole('option', { name: 'Zeynep Kaya' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose this offer: Mehmet Demir' }));
    const price = screen.getByLabelText('Customer price (₺)');
    expect(price).toHaveAccessibleDescription(
      /The translator’s price: ₺2,400\.00 — enter the customer price with your margin added to it\./,
    );
    await userEvent.type(price, '3000');
    expect(price).toHaveAccessibleDescription(/Your margin: ₺600\.00/);
  });

  it('choosing a translator in the list takes their own offer as the translator price; one without an offer leaves it empty', async () => {
    stubJob();
    openModal();
    await screen.findByRole('option', { name: 'Mehmet Demir' });
    await userEvent.selectOptions(screen.getByLabelText('Tercüman'), '10');
    expect(screen.getByLabelText('Tercüman fiyatı (₺)')).toHaveValue(2400);
    await userEvent.selectOptions(screen.getByLabelText('Tercüman'), '11');
    expect(screen.getByLabelText('Tercüman fiyatı (₺)')).toHaveValue(null);
    expect(screen.getByLabelText('Müşteri fiyatı (₺)')).not.toHaveAccessibleDescription(/Tercümanın fiyatı/);
  });

  it('sends the translator price with the customer price the admin typed', async () => {
    const calls = stubJob();
    openModal();
    await screen.findByRole('option', { name: 'Zeynep Kaya' });
    await userEvent.click(screen.getByRole('button', { name: 'Bu teklifi seç: Zeynep Kaya' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ata' }));
    expect(screen.getByLabelText('Müşteri fiyatı (₺)')).toHaveAccessibleDescription(/Bu alan zorunludur\./);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText('Müşteri fiyatı (₺)'), '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Ata' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      translator_id: 9,
      price: 2500,
      translator_price: 1850.5,
      delivery_date: '2099-06-10',
      version: 4,
    });
  });
});
