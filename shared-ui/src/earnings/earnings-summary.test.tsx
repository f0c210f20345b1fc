import { screen, within } from '@testing-library/react';
import type { Earnings } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { EarningsSummary, PayoutState } from './earnings-summary';

const earnings: Earnings = {
  totals: { earned: 430.5, paid_out: 350.5, outstanding: 80 },
  months: [
    { month: '2026-11', earned: 330.5, paid_out: 250.5, outstanding: 80 },
    { month: '2026-10', earned: 100, paid_out: 100, outstanding: 0 },
  ],
  jobs: [],
};

describe('earnings summary', () => {
  it('shows the totals and one row per month, in Turkish money and month names', () => {
    renderWithProviders(<EarningsSummary earnings={earnings} />, { language: 'tr' });
    const totals = screen.getByTestId('earnings-totals');
    expect(within(totals).getByText('Toplam kazanç').nextSibling).toHaveTextContent('430,50');
    expect(within(totals).getByText('Bekleyen ödeme').nextSibling).toHaveTextContent('80,00');
    const rows = within(screen.getByTestId('earnings-months')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Kasım 2026.*330,50.*250,50.*80,00/);
    expect(rows[2]).toHaveTextContent(/Ekim 2026.*100,00.*100,00.*0,00/);
    // the months come latest first, and the month column says so
    expect(within(screen.getByTestId('earnings-months')).getByRole('columnheader', { name: 'Ay' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('says a job is paid with its day and reference, or not paid yet, in English', () => {
    const job = { job_id: 1, source_lang: 'Türkçe', target_lang: 'İngilizce', completed_at: '', translator_price: 1 };
    renderWithProviders(
      <>
        <PayoutState earning={{ ...job, payout: { id: 3, paid_on: '2026-11-25', reference: 'EFT-1' } }} />
        <PayoutState earning={{ ...job, payout: null }} />
      </>,
      { language: 'en' },
    );
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('25 Nov 2026 · ref. EFT-1')).toBeInTheDocument();
    expect(screen.getByText('Not paid yet')).toBeInTheDocument();
  });
});
