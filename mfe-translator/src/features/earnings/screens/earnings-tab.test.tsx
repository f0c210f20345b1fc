import { screen, within } from '@testing-library/react';
import type { Earnings } from 'shared-ui';
import { fakeApi, on } from '../../../testing/fake-api';
import { renderPanel } from '../../../testing/render-panel';

const earnings: Earnings = {
  totals: { earned: 330, paid_out: 250, outstanding: 80 },
  months: [{ month: '2026-11', earned: 330, paid_out: 250, outstanding: 80 }],
  jobs: [
    {
      job_id: 12,
      source_lang: 'Osmanlıca',
      target_lang: 'Türkçe',
      completed_at: '2026-11-20T09:00:00.000Z',
      translator_price: 80,
      payout: null,
    },
    {
      job_id: 7,
      source_lang: 'Türkçe',
      target_lang: 'İngilizce',
      completed_at: '2026-11-03T09:00:00.000Z',
      translator_price: 250,
      payout: { id: 1, paid_on: '2026-11-25', reference: 'EFT-123' },
    },
  ],
};

describe('Kazançlarım tab', () => {
  it('shows the totals, the month, and each job as paid (day and reference) or not yet paid', async () => {
    fakeApi(on('GET', '/translator/earnings', { body: earnings }));
    renderPanel('/panel/translator?tab=earnings');
    const jobs = await screen.findByTestId('earnings-jobs');
    expect(within(screen.getByTestId('earnings-totals')).getByText('Bekleyen ödeme').nextSibling).toHaveTextContent(
      '80,00',
    );
    expect(within(jobs).getByText('JOB-000012').closest('tr')).toHaveTextContent(/Osmanlıca → Türkçe.*Ödenmedi/);
    expect(within(jobs).getByText('JOB-000007').closest('tr')).toHaveTextContent(/Ödendi.*ref\. EFT-123/);
    expect(within(jobs).getByRole('columnheader', { name: 'Tamamlanma' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('link', { name: 'Ödeme bilgilerim' })).toHaveAttribute(
      'href',
      '/settings?tab=odeme-bilgileri',
    );
  });

  it('says what will show here before the first completed job', async () => {
    fakeApi(
      on('GET', '/translator/earnings', {
        body: { totals: { earned: 0, paid_out: 0, outstanding: 0 }, months: [], jobs: [] },
      }),
    );
    renderPanel('/panel/translator?tab=earnings');
    expect(await screen.findByText(/Henüz tamamlanmış işiniz yok/)).toBeInTheDocument();
  });
});
