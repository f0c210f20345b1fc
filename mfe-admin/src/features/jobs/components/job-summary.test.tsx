import { screen } from '@testing-library/react';
import { byUrl, languagesFixture, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { adminJob } from '../testing/job-fixture';
import { JobSummary } from './job-summary';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';

registerFeatureTexts(jobsTexts);

// the language list stays on its way unless a test answers it: the facts are checked as first shown
beforeEach(() => stubFetch(() => 'pending'));

describe("the admin's job summary", () => {
  it('names the country of use and the legalisation route the customer chose', () => {
    renderWithProviders(<JobSummary job={adminJob({ legalisation_country: 'IQ', legalisation_route: 'consular' })} />, {
      language: 'tr',
    });
    expect(screen.getByText('Kullanılacağı ülke').nextSibling).toHaveTextContent(
      'Irak — noter + Dışişleri + konsolosluk',
    );
  });

  it('says it in English, and leaves the line out when the customer did not say', () => {
    const { unmount } = renderWithProviders(
      <JobSummary job={adminJob({ legalisation_country: 'DE', legalisation_route: 'apostille' })} />,
      { language: 'en' },
    );
    expect(screen.getByText('Country of use').nextSibling).toHaveTextContent('Germany — notary + apostille');
    unmount();
    renderWithProviders(<JobSummary job={adminJob()} />, { language: 'en' });
    expect(screen.queryByText('Country of use')).not.toBeInTheDocument();
  });
});

describe("the admin's job summary in English", () => {
  it('names the languages in English, not "Osmanlıca → Türkçe"', async () => {
    stubFetch(byUrl({ '/api/public/languages': { body: languagesFixture } }));
    renderWithProviders(<JobSummary job={adminJob({ source_lang: 'Almanca', target_lang: 'Türkçe' })} />, {
      language: 'en',
    });
    expect(await screen.findByText('German → Turkish')).toBeInTheDocument();
  });
});

describe("the admin's job summary of an Ottoman, sworn job", () => {
  it('shows the Ottoman intake, the name and date sheet and the confirmed checklist', () => {
    renderWithProviders(
      <JobSummary
        job={adminJob({
          ottoman_output: 'simplification',
          page_count: 12,
          legibility: 'faded',
          name_sheet: [{ kind: 'name', source: 'Mehmed Emin', spelling: 'Mehmet Emin YILMAZ' }],
          completion_checklist: { confirmed_at: '2026-11-24T10:00:00.000Z', items: ['names', 'stamp', 'source'] },
        })}
      />,
      { language: 'tr' },
    );
    expect(screen.getByText('İstenen çıktı').nextSibling).toHaveTextContent('Sadeleştirme (günümüz Türkçesi)');
    expect(screen.getByText('Sayfa sayısı').nextSibling).toHaveTextContent('12 sayfa');
    expect(screen.getByText('Okunaklılık').nextSibling).toHaveTextContent('Soluk ya da hasarlı');
    const sheet = screen.getByRole('table', { name: 'Ad ve tarih listesi' });
    expect(sheet).toHaveTextContent('AdMehmed EminMehmet Emin YILMAZ');
    expect(screen.getByText(/Tercüman tamamlamadan önce kontrol listesini onayladı/)).toBeInTheDocument();
  });
});

describe("the admin's job summary of an order sent as the spec writes it", () => {
  it('shows each missing Ottoman intake answer as not given', () => {
    const bare = adminJob({ ottoman_output: null, page_count: null, legibility: null });
    const { unmount } = renderWithProviders(<JobSummary job={bare} />, { language: 'tr' });
    expect(screen.getByText('İstenen çıktı').nextSibling).toHaveTextContent('Belirtilmedi');
    expect(screen.getByText('Okunaklılık').nextSibling).toHaveTextContent('Belirtilmedi');
    unmount();
    renderWithProviders(<JobSummary job={bare} />, { language: 'en' });
    expect(screen.getByText('Number of pages').nextSibling).toHaveTextContent('Not given');
  });

  it('says a sworn job was completed without the checklist confirmed, in Turkish and English', () => {
    const done = adminJob({ status: 'completed', completion_checklist: null });
    const { unmount } = renderWithProviders(<JobSummary job={done} />, { language: 'tr' });
    expect(screen.getByText(/Kontrol listesi onaylanmadı/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<JobSummary job={done} />, { language: 'en' });
    expect(screen.getByText(/Checklist not confirmed/)).toBeInTheDocument();
  });

  it('says nothing of a checklist before completion or on an official-document job', () => {
    const { unmount } = renderWithProviders(<JobSummary job={adminJob({ status: 'in_progress' })} />, {
      language: 'tr',
    });
    expect(screen.queryByText(/Kontrol listesi onaylanmadı/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<JobSummary job={adminJob({ status: 'completed', translation_type: 'official' })} />, {
      language: 'tr',
    });
    expect(screen.queryByText(/Kontrol listesi onaylanmadı/)).not.toBeInTheDocument();
  });
});
