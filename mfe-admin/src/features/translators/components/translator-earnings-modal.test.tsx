import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEarnings, ApprovedTranslator } from 'shared-ui';
import { todayInIstanbul } from 'shared-ui/contracts';
import { stubFetch, paged, renderWithProviders, type FetchCall, type Reply } from 'shared-ui/testing';
import { TranslatorsSection } from '../screens/translators-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { translatorsTexts } from '../translators-texts';

registerFeatureTexts(translatorsTexts);

const translator = {
  id: 9,
  name: 'Zeynep',
  surname: 'Kaya',
  email: 'zeynep@example.com',
  email_verified: true,
  phone: null,
  languages: ['Türkçe', 'İngilizce'],
  jobs: 3,
  is_featured: 0,
  avatar: null,
  certificates: '',
  certificate_files: [],
  record: { completed: 3, on_time_rate: 1, revision_rate: 0, average_rating: null, ratings: 0 },
} as unknown as ApprovedTranslator;

const earnings: AdminEarnings = {
  totals: { earned: 430, paid_out: 100, outstanding: 330 },
  months: [{ month: '2026-11', earned: 430, paid_out: 100, outstanding: 330 }],
  jobs: [
    {
      job_id: 5,
      source_lang: 'Türkçe',
      target_lang: 'İngilizce',
      completed_at: '2026-11-20T09:00:00Z',
      translator_price: 250,
      payout: null,
    },
    {
      job_id: 6,
      source_lang: 'Osmanlıca',
      target_lang: 'Türkçe',
      completed_at: '2026-11-21T09:00:00Z',
      translator_price: 80,
      payout: null,
    },
    {
      job_id: 4,
      source_lang: 'Türkçe',
      target_lang: 'Almanca',
      completed_at: '2026-11-02T09:00:00Z',
      translator_price: 100,
      payout: { id: 1, paid_on: '2026-11-10', reference: 'EFT-1' },
    },
  ],
  payout_details: { account_holder: 'Zeynep Kaya', iban: 'TR330006100519786457841326' },
};

function server(post: (call: FetchCall) => Reply = () => ({ status: 201, body: { message: 'Ödeme kaydedildi.' } })) {
  return stubFetch((c) => {
    if (c.method === 'POST') return post(c);
    if (c.url.startsWith('/api/admin/translators/approved')) return { body: paged([translator]) };
    if (c.url.startsWith('/api/admin/translators/pending')) return { body: paged([]) };
    if (c.url === '/api/admin/translator/9/earnings') return { body: earnings };
    return { status: 404, body: {} };
  });
}

async function openEarnings() {
  renderWithProviders(<TranslatorsSection />, { language: 'tr' });
  await userEvent.click(await screen.findByRole('button', { name: 'Kazançlar: Zeynep Kaya' }));
  return screen.findByTestId('admin-translator-earnings');
}

describe('a translator’s earnings and payouts in Tercümanlar', () => {
  it('shows where to pay, the figures, and records a payout of the chosen jobs only after confirmation', async () => {
    const api = server();
    const view = await openEarnings();
    expect(within(view).getByTestId('payout-details')).toHaveTextContent(
      'Zeynep Kaya · TR33 0006 1005 1978 6457 8413 26',
    );
    const jobs = within(view).getByTestId('admin-earnings-jobs');
    expect(within(jobs).getByRole('columnheader', { name: 'Tamamlanma' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(jobs).queryByRole('checkbox', { name: 'JOB-000004 ödemeye eklensin' })).not.toBeInTheDocument();
    await userEvent.click(within(jobs).getByRole('checkbox', { name: 'JOB-000005 ödemeye eklensin' }));
    await userEvent.click(within(jobs).getByRole('checkbox', { name: 'JOB-000006 ödemeye eklensin' }));
    await userEvent.type(within(view).getByLabelText('Banka referansı'), 'EFT-2026-77');
    await userEvent.click(within(view).getByRole('button', { name: /Ödemeyi kaydet/ }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    const confirm = screen.getByRole('dialog', { name: 'Ödeme kaydedilsin mi?' });
    expect(confirm).toHaveTextContent(/2 iş için ₺330,00 tutarındaki ödeme Zeynep Kaya adına “EFT-2026-77”/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Kaydet' }));
    expect(await within(view).findByText('Ödeme kaydedildi.')).toBeInTheDocument();
    expect(api.bodyOf('POST', '/admin/payouts')).toEqual({
      translator_id: 9,
      job_ids: [5, 6],
      paid_on: todayInIstanbul(),
      reference: 'EFT-2026-77',
    });
  });

  it('asks for at least one job and a reference before confirming', async () => {
    const api = server();
    const view = await openEarnings();
    await userEvent.click(within(view).getByRole('button', { name: /Ödemeyi kaydet/ }));
    expect(within(view).getByText('Ödenecek en az bir iş seçin.')).toHaveAttribute('role', 'alert');
    expect(within(view).getByLabelText('Banka referansı')).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(screen.queryByRole('dialog', { name: 'Ödeme kaydedilsin mi?' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal when the jobs were paid meanwhile', async () => {
    server(() => ({
      status: 409,
      body: {
        message: 'Seçilen işlerden biri bu tercümanın tamamlanmış ve henüz ödenmemiş işi değil; liste yenilendi.',
        code: 'jobsNotPayable',
      },
    }));
    const view = await openEarnings();
    await userEvent.click(within(view).getByRole('checkbox', { name: 'JOB-000005 ödemeye eklensin' }));
    await userEvent.type(within(view).getByLabelText('Banka referansı'), 'EFT-9');
    await userEvent.click(within(view).getByRole('button', { name: /Ödemeyi kaydet/ }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Ödeme kaydedilsin mi?' })).getByRole('button', { name: 'Kaydet' }),
    );
    expect(await within(view).findByText(/liste yenilendi/)).toBeInTheDocument();
  });
});
