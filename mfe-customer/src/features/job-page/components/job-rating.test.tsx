import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { job, renderCustomer, signInAs } from '../../../testing/render-customer';

const completed = job(42, { status: 'completed', admin_price: 900, is_paid: true });
const timeline = { usual_quote_hours: 6, entries: [] };

describe('rating a completed translation', () => {
  it('asks for a comment with one or two stars, then sends the rating and shows it', async () => {
    signInAs('user');
    const api = stubFetch(
      byRoute({
        'GET /user/job/42': { body: completed },
        'GET /user/job/42/timeline': { body: timeline },
        'GET /user/job/42/rating': { body: { rating: null } },
        'POST /user/job/42/rating': {
          status: 201,
          body: {
            message: 'Değerlendirmeniz için teşekkürler.',
            rating: {
              stars: 2,
              comment: 'Geç geldi.',
              created_at: '2026-11-25T10:00:00Z',
              answer: null,
              answered_at: null,
            },
          },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCustomer('/panel/user/jobs/42');
    const form = await screen.findByTestId('job-rating-form');
    await user.click(within(form).getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    expect(within(form).getByText('Bir puan seçin.')).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: '2 yıldız' }));
    await user.click(within(form).getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    expect(within(form).getByLabelText('Neyin iyi gitmediğini yazın')).toHaveAccessibleDescription(
      /neyin iyi gitmediğini birkaç sözle yazın/,
    );
    expect(api.find('POST', '/user/job/42/rating')).toBeUndefined();

    await user.type(within(form).getByLabelText('Neyin iyi gitmediğini yazın'), 'Geç geldi.');
    await user.click(within(form).getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    const view = await screen.findByTestId('rating-view');
    expect(within(view).getByRole('img', { name: '5 üzerinden 2' })).toBeInTheDocument();
    expect(view).toHaveTextContent('Geç geldi.');
    expect(api.bodyOf('POST', '/user/job/42/rating')).toEqual({ stars: 2, comment: 'Geç geldi.' });
  });

  it('shows a saved rating with the translator’s answer, and no form', async () => {
    signInAs('user');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: completed },
        'GET /user/job/42/timeline': { body: timeline },
        'GET /user/job/42/rating': {
          body: {
            rating: {
              stars: 5,
              comment: 'Harika.',
              created_at: '2026-11-25T10:00:00Z',
              answer: 'Teşekkürler!',
              answered_at: '2026-11-25T11:00:00Z',
            },
          },
        },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    const view = await screen.findByTestId('rating-view');
    expect(view).toHaveTextContent(/Tercümanın yanıtı\s*Teşekkürler!/);
    expect(screen.queryByTestId('job-rating-form')).not.toBeInTheDocument();
  });

  it('offers no rating before the job is completed', async () => {
    signInAs('user');
    const api = stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42, { status: 'in_progress', admin_price: 900, is_paid: true }) },
        'GET /user/job/42/timeline': { body: timeline },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    await screen.findByTestId('job-next-step');
    expect(screen.queryByText('Çeviriyi değerlendirin')).not.toBeInTheDocument();
    expect(api.find('GET', '/user/job/42/rating')).toBeUndefined();
  });
});
