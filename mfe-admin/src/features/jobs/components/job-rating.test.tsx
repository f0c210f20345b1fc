import { screen } from '@testing-library/react';
import { byRoute, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { JobRating } from './job-rating';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';

registerFeatureTexts(jobsTexts);

describe('the customer’s rating in the admin’s job detail', () => {
  it('shows the stars, the words and the translator’s answer', async () => {
    stubFetch(
      byRoute({
        'GET /admin/job/7/rating': {
          body: {
            rating: {
              stars: 2,
              comment: 'Adlar pasaporttaki gibi değil.',
              created_at: '2026-11-25T10:00:00Z',
              answer: 'Düzelttim, özür dilerim.',
              answered_at: '2026-11-25T12:00:00Z',
            },
          },
        },
      }),
    );
    renderWithProviders(<JobRating job={{ id: 7, status: 'completed' }} />, { language: 'tr' });
    expect(await screen.findByRole('img', { name: '5 üzerinden 2' })).toBeInTheDocument();
    expect(screen.getByText('Adlar pasaporttaki gibi değil.')).toBeInTheDocument();
    expect(screen.getByTestId('rating-view')).toHaveTextContent('Düzelttim, özür dilerim.');
  });

  it('asks nothing for a job not yet delivered', () => {
    const api = stubFetch(byRoute({}));
    renderWithProviders(<JobRating job={{ id: 7, status: 'in_progress' }} />, { language: 'tr' });
    expect(api.calls).toEqual([]);
  });
});
