import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, onList, page } from '../../../testing/fake-api';
import { assignedJob, myOffer, outputFile } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

/** A stand-in for Web Audio that counts the sounds started. */
function stubAudio() {
  const started = jest.fn();
  class FakeAudioContext {
    currentTime = 0;
    state = 'running';
    destination = {};
    createGain() {
      return { gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() }, connect: jest.fn() };
    }
    createOscillator() {
      return {
        type: '',
        frequency: { setValueAtTime: jest.fn() },
        connect: jest.fn(),
        start: started,
        stop: jest.fn(),
        onended: null,
      };
    }
    resume() {
      return Promise.resolve();
    }
    close() {
      return Promise.resolve();
    }
  }
  Object.assign(globalThis, { AudioContext: FakeAudioContext });
  return started;
}

afterEach(() => {
  delete (globalThis as { AudioContext?: unknown }).AudioContext;
});

describe('translator panel', () => {
  it('shows the four job tabs with their counts, then the date converter tab without one', async () => {
    fakeApi(
      onList('/translator/assigned-jobs', page([assignedJob(1), assignedJob(2)])),
      onList('/translator/open-jobs', page([], 14)),
      onList('/translator/my-offers', page([myOffer(3)])),
    );
    renderPanel();
    // drawn once every count is in, so no count arriving late widens its tab and moves the others
    const tabs = await screen.findByRole('tablist', { name: 'Tercüman paneli bölümleri' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Açık İşler/ })).toHaveTextContent('14'));
    expect(within(tabs).getByRole('tab', { name: /Atanan İşler/ })).toHaveTextContent('2');
    expect(within(tabs).getByRole('tab', { name: /Tekliflerim/ })).toHaveTextContent('1');
    expect(within(tabs).getByRole('tab', { name: /Tamamlanan/ })).toHaveTextContent('0');
    expect(within(tabs).getByRole('tab', { name: /Atanan İşler/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getAllByRole('tab').at(-1)).toHaveAccessibleName('Tarih çevirici');
  });

  it('keeps every section reachable on a phone: the tab bar wraps instead of cutting tabs off', async () => {
    fakeApi(
      onList('/translator/assigned-jobs', page([])),
      onList('/translator/open-jobs', page([])),
      onList('/translator/my-offers', page([])),
    );
    renderPanel();
    expect(await screen.findByRole('tablist', { name: 'Tercüman paneli bölümleri' })).toHaveClass('wrap');
  });

  it('plays the notification sound once when assigned jobs load, not again on later loads', async () => {
    const started = stubAudio();
    fakeApi(onList('/translator/assigned-jobs', page([assignedJob(1)])));
    renderPanel();
    await screen.findByRole('article', { name: 'JOB-000001' });
    expect(started).toHaveBeenCalledTimes(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Açık İşler/ }));
    await user.click(screen.getByRole('tab', { name: /Atanan İşler/ }));
    await screen.findByRole('article', { name: 'JOB-000001' });
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('plays no sound when nothing is assigned', async () => {
    const started = stubAudio();
    fakeApi();
    renderPanel();
    expect(await screen.findByText('Size atanmış iş yok.')).toBeInTheDocument();
    expect(started).not.toHaveBeenCalled();
  });

  it('keeps working where the browser has no Web Audio', async () => {
    fakeApi(onList('/translator/assigned-jobs', page([assignedJob(1)])));
    renderPanel();
    expect(await screen.findByRole('article', { name: 'JOB-000001' })).toBeInTheDocument();
  });

  it('lists my offers with their result and says when there are none', async () => {
    fakeApi(
      onList(
        '/translator/my-offers',
        page([
          myOffer(3),
          myOffer(4, { is_assigned_to_me: true, job: { ...myOffer(4).job, status: 'waiting_payment' } }),
        ]),
      ),
    );
    renderPanel('/panel/translator?tab=offered');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('JOB-000003').closest('tr')).toHaveTextContent('Değerlendiriliyor');
    expect(within(table).getByText('JOB-000004').closest('tr')).toHaveTextContent('Size atandı');
    expect(within(table).getByText('JOB-000003').closest('tr')).toHaveTextContent('₺500,00');
    // the server gives the newest first: the job code column says so until another order is chosen
    expect(within(table).getByRole('columnheader', { name: /İş kodu/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows the empty states of offers and completed jobs', async () => {
    fakeApi();
    renderPanel('/panel/translator?tab=offered');
    expect(await screen.findByText('Henüz teklif vermediniz.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: /Tamamlanan/ }));
    expect(await screen.findByText('Henüz tamamlanan işiniz yok.')).toBeInTheDocument();
  });

  it('pages completed jobs at 10 with their delivered files', async () => {
    const jobs = Array.from({ length: 11 }, (_, i) =>
      assignedJob(i + 1, { status: 'completed', output_files: [outputFile(`son-${i + 1}.pdf`)] }),
    );
    const api = fakeApi(
      onList('/translator/completed-jobs', (url: string) =>
        url.includes('page=2') ? page(jobs.slice(10), 11, 2) : page(jobs.slice(0, 10), 11),
      ),
    );
    renderPanel('/panel/translator?tab=completed');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('columnheader', { name: /İş kodu/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('link', { name: 'son-1.pdf' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /İleri/ }));
    expect(await screen.findByRole('link', { name: 'son-11.pdf' })).toBeInTheDocument();
    expect(api.calls()).toContain('GET /translator/completed-jobs?page=2&pageSize=10');
  });

  it('says so when the next page fails, rather than showing the page before it', async () => {
    const jobs = Array.from({ length: 11 }, (_, i) => assignedJob(i + 1, { status: 'completed' }));
    fakeApi(
      (call) => (call.path.startsWith('/translator/completed-jobs?page=2') ? { status: 500, body: {} } : undefined),
      onList('/translator/completed-jobs', page(jobs.slice(0, 10), 11)),
    );
    renderPanel('/panel/translator?tab=completed');
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: /İleri/ }));
    expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the table while the next page loads and starts that page at the table, focused', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    const jobs = Array.from({ length: 11 }, (_, i) => assignedJob(i + 1, { status: 'completed' }));
    fakeApi(
      onList('/translator/completed-jobs', (url: string) =>
        url.includes('page=2') ? page(jobs.slice(10), 11, 2) : page(jobs.slice(0, 10), 11),
      ),
    );
    renderPanel('/panel/translator?tab=completed');
    const table = await screen.findByRole('table');
    const region = screen.getByRole('region', { name: 'Tamamlanan işler' });
    await userEvent.setup().click(screen.getByRole('button', { name: /İleri/ }));
    expect(await within(table).findByText('JOB-000011')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBe(table);
    // (the panel also keeps its selected tab in view)
    expect(scrolled.filter((el) => el.getAttribute('role') !== 'tab')).toEqual([region]);
    expect(region).toHaveFocus();
  });

  it('shows the texts in English', async () => {
    fakeApi(onList('/translator/assigned-jobs', page([assignedJob(1, { status: 'revision_requested' })])));
    localStorage.setItem('lang', 'en');
    const { i18n } = await import('shared-ui');
    await i18n.changeLanguage('en');
    const { unmount } = renderPanel();
    expect(await screen.findByText('In revision')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Open jobs/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('tr');
    localStorage.clear();
  });
});
