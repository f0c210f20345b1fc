import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type JobEstimateDto } from 'shared-ui';
import { byRoute, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { EstimateBesidePrice } from './estimate-beside-price';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';

registerFeatureTexts(jobsTexts);

const estimate: JobEstimateDto = {
  total: 600,
  pages: 3,
  words: 21,
  pages_from: 'document',
  due_date: '2099-01-10',
  made_at: '2099-01-01T10:00:00.000Z',
  lines: [
    { label: 'Çeviri: 21 kelime × ₺1,20', amount: 25.2 },
    { label: 'KDV (%20)', amount: 100 },
  ],
};

function Beside() {
  const [price, setPrice] = useState('');
  return <EstimateBesidePrice jobId={7} price={price} onUseEstimate={(total) => setPrice(String(total))} />;
}

afterEach(() => void i18n.changeLanguage('tr'));

describe('estimate beside the final price', () => {
  it('shows the estimate and the price still to give, and makes the estimate the price in one tap', async () => {
    stubFetch(byRoute({ 'GET /admin/job/7/estimate': { body: { estimate } } }));
    renderWithProviders(<Beside />, { language: 'tr' });
    const box = await screen.findByTestId('estimate-vs-final');
    expect(screen.getByText('Tahmini fiyat (fiyat listesi, KDV dahil)').nextSibling).toHaveTextContent('₺600,00');
    expect(screen.getByText('Müşteri fiyatı (kesin)').nextSibling).toHaveTextContent('Henüz girilmedi');
    expect(box).toHaveTextContent('3 sayfa, 21 kelime');
    await userEvent.click(screen.getByRole('button', { name: 'Tahmini fiyatı müşteri fiyatı yap' }));
    expect(screen.getByText('Müşteri fiyatı (kesin)').nextSibling).toHaveTextContent('₺600,00');
  });

  it('names the pages of a scan as the count the customer gave', async () => {
    const given = { ...estimate, words: null, pages_from: 'customer' as const };
    stubFetch(byRoute({ 'GET /admin/job/7/estimate': { body: { estimate: given } } }));
    renderWithProviders(<Beside />, { language: 'en' });
    const box = await screen.findByTestId('estimate-vs-final');
    expect(box).toHaveTextContent('3 pages as the customer gave them');
  });

  it('says in English that a job has no estimate, with no button to use one', async () => {
    stubFetch(byRoute({ 'GET /admin/job/7/estimate': { body: { estimate: null } } }));
    renderWithProviders(<Beside />, { language: 'en' });
    await screen.findByTestId('estimate-vs-final');
    expect(screen.getByText('Estimated price (price list, VAT incl.)').nextSibling).toHaveTextContent('No estimate');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
