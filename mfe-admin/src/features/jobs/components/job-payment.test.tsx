import { screen } from '@testing-library/react';
import type { CardPaymentSummaryDto } from 'shared-ui';
import { byRoute, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { adminJob } from '../testing/job-fixture';
import { JobPayment } from './job-payment';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';

registerFeatureTexts(jobsTexts);

const cardPayment: CardPaymentSummaryDto = {
  paid: '1100.50',
  refunded: '100.50',
  refundable: '1000.00',
  paid_at: '2026-11-25T10:00:00Z',
};

// a card-paid job whose assignment the office cancelled: back to waiting, still paid, refundable
const cancelledCardJob = adminJob({ id: 7, status: 'waiting', is_paid: true });

describe("the card payment in the admin's job detail", () => {
  beforeEach(() => {
    stubFetch(byRoute({ 'GET /api/admin/job/7/card-payment': { body: { card_payment: cardPayment } } }));
  });

  it('writes the amounts the Turkish way', async () => {
    renderWithProviders(<JobPayment job={cancelledCardJob} />, { language: 'tr' });
    expect(await screen.findByText('Kartla ödendi: ₺1.100,50 · iade edilen: ₺100,50')).toBeInTheDocument();
    expect(screen.getByText('Boş bırakılırsa kalanın tamamı (₺1.000,00) iade edilir.')).toBeInTheDocument();
  });

  it('writes the amounts the English way', async () => {
    renderWithProviders(<JobPayment job={cancelledCardJob} />, { language: 'en' });
    expect(await screen.findByText('Paid by card: ₺1,100.50 · refunded: ₺100.50')).toBeInTheDocument();
    expect(screen.getByText('Left empty, all that is left (₺1,000.00) goes back.')).toBeInTheDocument();
  });
});
