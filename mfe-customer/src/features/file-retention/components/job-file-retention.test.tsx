import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { byRoute, stubFetch } from 'shared-ui/testing';
import { job, renderCustomer, signInAs } from '../../../testing/render-customer';

const timeline = { usual_quote_hours: 6, entries: [] };
const kept = {
  retention_days: 180,
  closed_at: '2026-11-01T09:00:00.000Z',
  delete_after: '2027-04-30T09:00:00.000Z',
  deleted_at: null,
  can_delete_now: true,
};
const deleted = { ...kept, deleted_at: '2026-12-05T10:00:00.000Z', can_delete_now: false };

describe('the retention line on the customer’s job page', () => {
  afterEach(() => void i18n.changeLanguage('tr'));

  it('says when a completed job’s files will be deleted, and deletes them at once after asking', async () => {
    signInAs('user');
    let gone = false;
    const calls = stubFetch((call) => {
      if (call.method === 'DELETE') gone = true;
      return byRoute({
        'GET /user/job/42': { body: job(42, { status: 'completed' }) },
        'GET /user/job/42/timeline': { body: timeline },
        'GET /user/job/42/retention': { body: gone ? deleted : kept },
        'DELETE /user/job/42/files': { body: { message: 'İşin dosyaları silindi.', retention: deleted } },
      })(call);
    }).calls;
    renderCustomer('/panel/user/jobs/42');
    expect(await screen.findByTestId('file-retention')).toHaveTextContent(
      'Belgeniz ve teslim edilen çeviri dosyaları 30 Nis 2027 12:00 (TSİ) tarihinde silinecek (180 günlük saklama süresi).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dosyaları şimdi sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dosyalar şimdi silinsin mi?' });
    expect(dialog).toHaveTextContent('geri alınamaz');
    await userEvent.click(screen.getByRole('button', { name: 'Evet, sil' }));
    expect(await screen.findByText('İşin dosyaları silindi.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/user/job/42/files']);
    await waitFor(() =>
      expect(screen.getByTestId('file-retention')).toHaveTextContent(
        'Bu işin dosyaları 5 Ara 2026 13:00 (TSİ) tarihinde silindi.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Dosyaları şimdi sil' })).not.toBeInTheDocument();
  });

  it('deletes nothing when the customer keeps the files', async () => {
    signInAs('user');
    const calls = stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42, { status: 'cancelled' }) },
        'GET /user/job/42/timeline': { body: timeline },
        'GET /user/job/42/retention': { body: kept },
      }),
    ).calls;
    renderCustomer('/panel/user/jobs/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Dosyaları şimdi sil' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Vazgeç, dosyalar kalsın' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('tells a job still under way how long its files will be kept, in English, with nothing to delete yet', async () => {
    signInAs('user');
    await i18n.changeLanguage('en');
    stubFetch(
      byRoute({
        'GET /user/job/42': { body: job(42, { status: 'in_progress' }) },
        'GET /user/job/42/timeline': { body: timeline },
        'GET /user/job/42/retention': {
          body: { ...kept, closed_at: null, delete_after: null, can_delete_now: false },
        },
      }),
    );
    renderCustomer('/panel/user/jobs/42');
    expect(await screen.findByTestId('file-retention')).toHaveTextContent(
      'Your files are kept for 180 days after the job is completed or cancelled, then deleted.',
    );
    expect(screen.getByRole('heading', { name: 'Your files' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the files now' })).not.toBeInTheDocument();
  });
});
