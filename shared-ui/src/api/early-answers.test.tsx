import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { clearSession, setSession } from '../session/session-store';
import { stubFetch } from '../testing/fetch-stub';
import { requestEarly } from './early-answers';
import { swrConfig } from './swr';

/** Each render's `data`, in order: what the screen drew first and after. */
function Screen({ path, drawn }: { path: string; drawn: unknown[] }) {
  const { data } = useSWR<{ n: number }>(path);
  drawn.push(data);
  return <p>{data ? `answer ${data.n}` : 'loading'}</p>;
}

// the app's SWR set-up: the shell's ApiProvider, SWR's global cache
const renderScreen = (path: string, drawn: unknown[]) =>
  render(
    <SWRConfig value={swrConfig}>
      <Screen path={path} drawn={drawn} />
    </SWRConfig>,
  );

beforeEach(() =>
  setSession({ token: 't', user: { id: 1, name: 'A', surname: 'B', email: 'a@example.com', role: 'user' } }),
);
afterEach(() => clearSession());

describe('early answers', () => {
  it("are in SWR's cache for the screen's first drawing when they came before it, and are not asked again", async () => {
    const api = stubFetch(() => ({ body: { n: api.calls.length } }));
    requestEarly('/user/jobs?early=1');
    await act(async () => undefined); // the answer arrives before the screen is drawn
    const drawn: unknown[] = [];
    renderScreen('/user/jobs?early=1', drawn);
    expect(drawn[0]).toEqual({ n: 1 });
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    expect(api.routes()).toEqual(['GET /user/jobs?early=1']); // the mount's revalidation took the same answer
  });

  it('reach a screen drawn before they came through its fetcher', async () => {
    const api = stubFetch(() => ({ body: { n: api.calls.length } }));
    requestEarly('/user/jobs?early=2');
    const drawn: unknown[] = [];
    renderScreen('/user/jobs?early=2', drawn);
    expect(drawn[0]).toBeUndefined();
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('leave the cache when nobody took them while fresh, and are never cached for another session', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const api = stubFetch(() => ({ body: { n: api.calls.length } }));
      requestEarly('/user/jobs?early=3');
      await act(async () => undefined);
      act(() => jest.advanceTimersByTime(20_000));
      const drawn: unknown[] = [];
      renderScreen('/user/jobs?early=3', drawn);
      expect(drawn[0]).toBeUndefined();
      await act(async () => undefined); // its own request answers

      requestEarly('/user/jobs?early=4');
      setSession({ token: 'u', user: { id: 2, name: 'C', surname: 'D', email: 'c@example.com', role: 'user' } });
      await act(async () => undefined);
      const other: unknown[] = [];
      renderScreen('/user/jobs?early=4', other);
      expect(other[0]).toBeUndefined();
      await act(async () => undefined);
    } finally {
      jest.useRealTimers();
    }
  });
});
