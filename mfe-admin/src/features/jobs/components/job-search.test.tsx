import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminJob } from '../testing/job-fixture';
import { stubFetch, paged, renderWithProviders, type FetchCall } from 'shared-ui/testing';
import { JobsSection } from '../screens/jobs-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';

registerFeatureTexts(jobsTexts);

const jobsCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith('/api/admin/jobs?'));

beforeEach(() => localStorage.clear());

describe('the İşler search box', () => {
  it('asks the server once typing pauses, from page 1, and writes the search into the address', async () => {
    const calls = stubFetch((c) => ({ body: paged([adminJob({ id: c.url.includes('q=') ? 7 : 1 })], 14) })).calls;
    renderWithProviders(<JobsSection />, { language: 'tr' });
    await screen.findByText('JOB-000001');
    await userEvent.click(screen.getByRole('button', { name: /İleri/ }));
    await waitFor(() => expect(jobsCalls(calls).at(-1)?.url).toContain('page=2'));

    await userEvent.type(screen.getByLabelText('Ara'), 'Işık');
    expect(await screen.findByText('JOB-000007')).toBeInTheDocument();
    const searched = jobsCalls(calls).filter((c) => c.url.includes('q='));
    // one request for the whole word, not one per letter
    expect(searched.map((c) => c.url)).toEqual([`/api/admin/jobs?page=1&pageSize=10&q=${encodeURIComponent('Işık')}`]);
    expect(screen.getByTestId('location')).toHaveTextContent(`/?q=${encodeURIComponent('Işık')}`);
  });

  it('opens with the search of the address, in the box and in the request', async () => {
    const calls = stubFetch(() => ({ body: paged([adminJob()]) })).calls;
    renderWithProviders(<JobsSection />, { url: '/?q=ipek', language: 'tr' });
    await screen.findByText('JOB-000001');
    expect(jobsCalls(calls)[0]?.url).toBe('/api/admin/jobs?page=1&pageSize=10&q=ipek');
    expect(screen.getByLabelText('Ara')).toHaveValue('ipek');
  });

  it('says in English that nothing matched the search', async () => {
    stubFetch(() => ({ body: paged([], 0) }));
    renderWithProviders(<JobsSection />, { url: '/?q=zzz', language: 'en' });
    expect(await screen.findByText('No job matches “zzz”. Try another word or a job code.')).toBeInTheDocument();
  });

  it('says, in both languages, that more jobs match than a capped search counts, and still pages them', async () => {
    stubFetch(() => ({ body: { ...paged([adminJob()], 500), total_capped: true } }));
    const { unmount } = renderWithProviders(<JobsSection />, { url: '/?q=rapor', language: 'en' });
    expect(
      await screen.findByText('More than 500 jobs match. Add a word or a filter to narrow the search.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 50')).toBeInTheDocument();
    unmount();
    renderWithProviders(<JobsSection />, { url: '/?q=rapor', language: 'tr' });
    expect(
      await screen.findByText('500 işten fazlası uyuyor. Aramayı daraltmak için bir kelime ya da filtre ekleyin.'),
    ).toBeInTheDocument();
  });

  it('clearing the box shows every job again and takes the search out of the address', async () => {
    const calls = stubFetch(() => ({ body: paged([adminJob()]) })).calls;
    renderWithProviders(<JobsSection />, { url: '/?q=ipek', language: 'tr' });
    await screen.findByText('JOB-000001');
    await userEvent.clear(screen.getByLabelText('Ara'));
    await waitFor(() => expect(jobsCalls(calls).at(-1)?.url).toBe('/api/admin/jobs?page=1&pageSize=10'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
