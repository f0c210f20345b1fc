import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { registerAdminTexts } from '../../../locales/register';
import { JobOffers } from './job-offers';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';

registerFeatureTexts(jobsTexts);

registerAdminTexts();

const offer = {
  id: 1,
  job_id: 5,
  translator_id: 9,
  translator_name: 'Ece Test',
  price: 400,
  offer_price: 400,
  delivery_date: '2026-12-01',
  offer_delivery_date: '2026-12-01',
  created_at: '2026-11-25T10:00:00Z',
};

describe('offers with their translator’s record', () => {
  it('shows the record under the translator’s name, or says there is none yet', () => {
    renderWithProviders(
      <JobOffers
        offers={[
          {
            ...offer,
            translator_record: {
              completed: 12,
              on_time_rate: 0.917,
              revision_rate: 0.083,
              average_rating: 4.6,
              ratings: 9,
            },
          },
          {
            ...offer,
            id: 2,
            translator_id: 10,
            translator_name: 'Nur Test',
            translator_record: {
              completed: 0,
              on_time_rate: null,
              revision_rate: null,
              average_rating: null,
              ratings: 0,
            },
          },
        ]}
      />,
      { language: 'tr' },
    );
    expect(screen.getByTestId('offer-record-9')).toHaveTextContent('12 iş · %92 zamanında · %8 revizyon · 4,6 ★ (9)');
    expect(screen.getByTestId('offer-record-10')).toHaveTextContent('Henüz tamamlanmış işi yok');
  });

  it('counts one job as "1 job" in English, more as "jobs"', () => {
    const record = { on_time_rate: 1, revision_rate: 0, average_rating: null, ratings: 0 };
    renderWithProviders(
      <JobOffers
        offers={[
          { ...offer, translator_record: { ...record, completed: 1 } },
          { ...offer, id: 2, translator_id: 10, translator_record: { ...record, completed: 3 } },
        ]}
      />,
      { language: 'en' },
    );
    expect(screen.getByTestId('offer-record-9')).toHaveTextContent('1 job · 100% on time · 0% revised · —');
    expect(screen.getByTestId('offer-record-10')).toHaveTextContent('3 jobs · 100% on time · 0% revised · —');
  });
});
