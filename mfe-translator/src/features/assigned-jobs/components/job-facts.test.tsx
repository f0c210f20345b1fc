import { screen } from '@testing-library/react';
import { byUrl, languagesFixture, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { registerTranslatorTexts } from '../../../locales/register';
import { JobFacts, type JobFactsSource } from './job-facts';

const job: JobFactsSource = {
  source_lang: 'Osmanlıca',
  target_lang: 'Türkçe',
  translation_type: 'apostille',
  specialization: 'legal',
  hat_tur_name: 'Rika',
  legalisation_country: 'NL',
  legalisation_route: 'apostille',
  ottoman_output: 'transcription_diacritics',
  page_count: 4,
  legibility: 'partly_illegible',
  delivery_date: '2099-01-10',
};

// the language list stays on its way unless a test answers it: the facts are checked as first shown
beforeEach(() => stubFetch(() => 'pending'));

describe("the job's facts a translator reads before bidding", () => {
  beforeAll(() => registerTranslatorTexts());

  it('include where the translation will be used and the certifications it will go through', () => {
    renderWithProviders(<JobFacts job={job} />, { language: 'tr' });
    expect(screen.getByText('Kullanılacağı ülke').nextSibling).toHaveTextContent('Hollanda — noter + apostil');
    expect(screen.getByText('İstenen çıktı').nextSibling).toHaveTextContent('Çeviriyazı (transkripsiyon), işaretli');
    expect(screen.getByText('Sayfa sayısı').nextSibling).toHaveTextContent('4 sayfa');
    expect(screen.getByText('Okunaklılık').nextSibling).toHaveTextContent('Kısmen okunaksız');
  });

  it("name the languages in the panel's language", async () => {
    stubFetch(byUrl({ '/api/public/languages': { body: languagesFixture } }));
    const { unmount } = renderWithProviders(<JobFacts job={job} />, { language: 'en' });
    expect(await screen.findByText('Ottoman Turkish → Turkish')).toBeInTheDocument();
    unmount();
    renderWithProviders(<JobFacts job={job} />, { language: 'tr' });
    expect(await screen.findByText('Osmanlıca → Türkçe')).toBeInTheDocument();
  });

  it('say "not given" for the Ottoman intake answers an order sent as the spec writes it left out', () => {
    const bare = { ...job, ottoman_output: null, page_count: null, legibility: null };
    const { unmount } = renderWithProviders(<JobFacts job={bare} />, { language: 'tr' });
    expect(screen.getByText('İstenen çıktı').nextSibling).toHaveTextContent('Belirtilmedi');
    expect(screen.getByText('Sayfa sayısı').nextSibling).toHaveTextContent('Belirtilmedi');
    unmount();
    renderWithProviders(<JobFacts job={bare} />, { language: 'en' });
    expect(screen.getByText('Legibility').nextSibling).toHaveTextContent('Not given');
  });

  it('leave the Ottoman intake out for a document in another language', () => {
    const other = { ...job, source_lang: 'Almanca', ottoman_output: null, page_count: null, legibility: null };
    renderWithProviders(<JobFacts job={other} />, { language: 'tr' });
    expect(screen.queryByText('İstenen çıktı')).not.toBeInTheDocument();
    expect(screen.queryByText('Belirtilmedi')).not.toBeInTheDocument();
  });
});
