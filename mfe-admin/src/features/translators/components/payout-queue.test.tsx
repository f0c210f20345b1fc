import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEarnings, PayoutQueueEntry } from 'shared-ui';
import { stubFetch, paged, renderWithProviders } from 'shared-ui/testing';
import { TranslatorsSection } from '../screens/translators-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { translatorsTexts } from '../translators-texts';

registerFeatureTexts(translatorsTexts);

const owedLongest: PayoutQueueEntry = {
  translator_id: 9,
  name: 'Zeynep',
  surname: 'Kaya',
  email: 'zeynep@example.com',
  jobs: 2,
  owed: 330,
  oldest_completed_at: '2026-10-02T09:00:00Z',
  payout_details: { account_holder: 'Zeynep Kaya', iban: 'TR330006100519786457841326' },
};
const owedLater: PayoutQueueEntry = {
  translator_id: 12,
  name: 'Ali',
  surname: 'Şahin',
  email: 'ali@example.com',
  jobs: 1,
  owed: 80,
  oldest_completed_at: '2026-11-21T09:00:00Z',
  payout_details: null,
};
const earnings: AdminEarnings = {
  totals: { earned: 330, paid_out: 0, outstanding: 330 },
  months: [{ month: '2026-10', earned: 330, paid_out: 0, outstanding: 330 }],
  jobs: [
    {
      job_id: 5,
      source_lang: 'Türkçe',
      target_lang: 'İngilizce',
      completed_at: '2026-10-02T09:00:00Z',
      translator_price: 330,
      payout: null,
    },
  ],
  payout_details: owedLongest.payout_details,
};

function server(queue: () => PayoutQueueEntry[]) {
  return stubFetch((c) => {
    if (c.method === 'POST') return { status: 201, body: { message: 'Ödeme kaydedildi.' } };
    if (c.url === '/api/admin/payouts/queue') return { body: queue() };
    if (c.url.startsWith('/api/admin/translators/')) return { body: paged([]) };
    if (c.url === '/api/admin/translator/9/earnings') return { body: earnings };
    return { status: 404, body: {} };
  });
}

describe('the payouts queue in Tercümanlar', () => {
  it('lists who is owed what in the server’s order (longest waiting first), with the account to pay to', async () => {
    server(() => [owedLongest, owedLater]);
    renderWithProviders(<TranslatorsSection />, { url: '/?status=payouts', language: 'tr' });
    const table = await screen.findByTestId('admin-payout-queue');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Zeynep Kayazeynep@example.com',
      'Ali Şahinali@example.com',
    ]);
    expect(rows[0]).toHaveTextContent('₺330,00');
    expect(rows[0]).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
    expect(rows[1]).toHaveTextContent('Hesap bilgisi yok');
    expect(screen.getByRole('tab', { name: /Ödemeler/ })).toHaveTextContent('2');
  });

  it('pays from the queue through the translator’s earnings dialog and reads the queue again afterwards', async () => {
    let paid = false;
    const api = server(() => (paid ? [owedLater] : [owedLongest, owedLater]));
    renderWithProviders(<TranslatorsSection />, { url: '/?status=payouts', language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Öde: Zeynep Kaya' }));
    const view = await screen.findByTestId('admin-translator-earnings');
    await userEvent.click(within(view).getByRole('checkbox', { name: 'JOB-000005 ödemeye eklensin' }));
    await userEvent.type(within(view).getByLabelText('Banka referansı'), 'EFT-2026-90');
    await userEvent.click(within(view).getByRole('button', { name: /Ödemeyi kaydet/ }));
    paid = true;
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Ödeme kaydedilsin mi?' })).getByRole('button', { name: 'Kaydet' }),
    );
    expect(await within(view).findByText('Ödeme kaydedildi.')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/admin/payouts')).toMatchObject({ translator_id: 9, job_ids: [5] });
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Öde: Zeynep Kaya' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Öde: Ali Şahin' })).toBeInTheDocument();
  });

  it('says so when nobody is owed, in English too', async () => {
    server(() => []);
    renderWithProviders(<TranslatorsSection />, { url: '/?status=payouts', language: 'en' });
    expect(await screen.findByText('No translator is waiting to be paid.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Payouts/ })).toBeInTheDocument();
  });
});
