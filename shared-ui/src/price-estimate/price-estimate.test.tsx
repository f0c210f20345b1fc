import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { renderWithProviders, stubFetch, type FetchCall } from 'shared-ui/testing';
import type { EstimateDto } from 'shared-ui/contracts';
import { PriceEstimate } from './price-estimate';
import type { EstimateRequest } from './request-estimate';

const file = new File(['%PDF-1.4'], 'tapu.pdf', { type: 'application/pdf' });
const request: EstimateRequest = {
  file,
  source_lang: 'Türkçe',
  target_lang: 'İngilizce',
  translation_type: 'sworn',
  delivery_date: '2026-12-10',
};
const estimateIn = (lang: string): EstimateDto => ({
  total: 720,
  currency: 'TRY',
  vat_included: true,
  pages: 3,
  words: 21,
  due_date: '2026-12-10',
  basis: 'words',
  pages_from: 'document',
  lines:
    lang === 'en'
      ? [
          { label: 'Translation: 21 words × ₺1.20', amount: 500 },
          { label: 'Sworn translation surcharge', amount: 100 },
          { label: 'VAT (20%)', amount: 120 },
        ]
      : [
          { label: 'Çeviri: 21 kelime × ₺1,20', amount: 500 },
          { label: 'Yeminli tercüme farkı', amount: 100 },
          { label: 'KDV (%20)', amount: 120 },
        ],
});
const answerIn = (call: FetchCall) =>
  call.path === '/public/estimate'
    ? { body: { estimate: estimateIn(call.headers['Accept-Language'] ?? 'tr') } }
    : undefined;

afterEach(() => {
  localStorage.clear();
  void i18n.changeLanguage('tr');
});

describe('the price estimate', () => {
  it('asks for a document first, then for the pricing fields', () => {
    stubFetch(() => undefined);
    const { rerender } = renderWithProviders(<PriceEstimate request={{ ...request, file: null }} />, {
      language: 'tr',
    });
    expect(screen.getByTestId('price-estimate')).toHaveTextContent('Bir belge seçtiğinizde');
    rerender(<PriceEstimate request={{ ...request, translation_type: '' }} />);
    expect(screen.getByTestId('price-estimate')).toHaveTextContent('dilleri, çeviri türünü ve teslim tarihini seçin');
  });

  it('shows the counted pages and words, the price with KDV, the delivery date and the lines, in Turkish', async () => {
    const stub = stubFetch(answerIn);
    renderWithProviders(<PriceEstimate request={request} />, { language: 'tr' });
    expect(screen.getByTestId('price-estimate')).toHaveTextContent('tahmini fiyat hesaplanıyor');
    const box = screen.getByTestId('price-estimate');
    await waitFor(() =>
      expect(box).toHaveTextContent('Tahmini fiyat: ₺720,00 (KDV dahil) · tahmini teslim: 10 Ara 2026'),
    );
    expect(box).toHaveTextContent('Belgede sayılan: 3 sayfa · 21 kelime');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Çeviri: 21 kelime × ₺1,20₺500,00',
      'Yeminli tercüme farkı₺100,00',
      'KDV (%20)₺120,00',
    ]);
    expect(stub.find('POST', '/public/estimate')?.headers.Authorization).toBeUndefined();
  });

  it('shows the same in English, asking the server for English lines', async () => {
    const stub = stubFetch(answerIn);
    localStorage.setItem('lang', 'en'); // what the language switch stores; the API client sends it
    renderWithProviders(<PriceEstimate request={request} />, { language: 'en' });
    const box = screen.getByTestId('price-estimate');
    await waitFor(() =>
      expect(box).toHaveTextContent('Estimated price: ₺720.00 (VAT incl.) · estimated delivery: 10 Dec 2026'),
    );
    expect(box).toHaveTextContent('Counted in the document: 3 pages · 21 words');
    expect(box).toHaveTextContent('Sworn translation surcharge');
    expect(stub.find('POST', '/public/estimate')?.headers['Accept-Language']).toBe('en');
  });

  it("says plainly when the office will price the document, in the server's words", async () => {
    stubFetch(() => ({ body: { estimate: null, reason: 'notCountable', message: 'Fiyatı ofisimiz belirler.' } }));
    renderWithProviders(<PriceEstimate request={request} />, { language: 'tr' });
    expect(await screen.findByText('Fiyatı ofisimiz belirler.')).toBeInTheDocument();
  });

  it('asks for the page count of a scan and prices it by the pages given', async () => {
    const stub = stubFetch((call) =>
      call.path !== '/public/estimate'
        ? undefined
        : stub.calls.length === 1
          ? { body: { estimate: null, reason: 'notCountable', message: 'Sayfaları sayılamadı.' } }
          : { body: { estimate: { ...estimateIn('tr'), pages_from: 'customer', words: null, pages: 4 } } },
    );
    renderWithProviders(<PriceEstimate request={request} />, { language: 'tr' });
    await userEvent.type(await screen.findByLabelText('Sayfa sayısı (tahmin için)'), '4');
    expect(await screen.findByText('Verdiğiniz sayfa sayısı: 4 sayfa')).toBeInTheDocument();
  });

  it('says the estimate failed, and that ordering still works, when the call fails', async () => {
    stubFetch(() => ({ status: 429, body: { message: 'Çok fazla istek', code: 'tooManyRequests', fields: {} } }));
    renderWithProviders(<PriceEstimate request={request} />, { language: 'en' });
    expect(await screen.findByText(/could not be worked out just now. You can still order/)).toBeInTheDocument();
  });
});
