import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, on, onList, page } from '../../../testing/fake-api';
import { assignedJob } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const rating = {
  stars: 4,
  comment: 'Özenli bir çeviri.',
  created_at: '2026-11-25T10:00:00Z',
  answer: null,
  answered_at: null,
};

describe('the customer’s rating in the completed jobs', () => {
  it('shows the stars, opens the words, and sends the translator’s one answer', async () => {
    const api = fakeApi(
      onList(
        '/translator/completed-jobs',
        page([
          assignedJob(8, { status: 'completed', completed_at: '2026-11-24T10:00:00Z', rating }),
          assignedJob(9, { status: 'completed', completed_at: '2026-11-24T10:00:00Z', rating: null }),
        ]),
      ),
      on('POST', '/translator/job/8/rating/answer', {
        body: { message: 'Yanıtınız kaydedildi.', rating: { ...rating, answer: 'Teşekkürler.' } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPanel('/panel/translator?tab=completed');
    const table = await screen.findByTestId('completed-jobs');
    const row = within(table).getByText('JOB-000008').closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: '5 üzerinden 4' })).toBeInTheDocument();
    expect(
      within(within(table).getByText('JOB-000009').closest('tr') as HTMLElement).getByText('Henüz yok'),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'JOB-000008 değerlendirmesi' }));
    const dialog = screen.getByRole('dialog', { name: 'JOB-000008 — müşterinin değerlendirmesi' });
    expect(dialog).toHaveTextContent('Özenli bir çeviri.');
    await user.type(within(dialog).getByLabelText('Yanıtınız'), 'Teşekkürler.');
    await user.click(within(dialog).getByRole('button', { name: 'Yanıtı gönder' }));
    expect(api.bodyOf('POST', '/translator/job/8/rating/answer')).toEqual({ answer: 'Teşekkürler.' });
  });
});
