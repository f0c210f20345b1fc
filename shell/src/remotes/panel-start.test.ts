import { clearSession, setSession, swrConfig, type Role } from 'shared-ui';
import { stubFetch } from 'shared-ui/testing';
import { loadRemoteApp } from './registry';
import { startPanel } from './panel-start';

jest.mock('./registry', () => ({ loadRemoteApp: jest.fn() }));
const load = jest.mocked(loadRemoteApp);

const signInAs = (role: Role) =>
  setSession({ token: `t-${role}`, user: { id: 1, name: 'A', surname: 'B', email: 'a@example.com', role } });
const fetcher = swrConfig.fetcher as (path: string) => Promise<unknown>;

beforeEach(() => load.mockReset().mockResolvedValue(() => null));
afterEach(() => clearSession());

describe("a panel's start", () => {
  it("asks for the panel's remote and its screen's first answers at once, and SWR's fetcher hands them over", async () => {
    signInAs('admin');
    const api = stubFetch((call) => ({ body: { path: call.path } }));
    startPanel({ pathname: '/panel/admin/isler', search: '' });
    expect(load).toHaveBeenCalledWith('mfe_admin');
    expect(api.routes()).toEqual([
      'GET /settings/two-step',
      'GET /admin/jobs?page=1&pageSize=10',
      'GET /admin/deadline-requests',
    ]);
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer t-admin');
    await expect(fetcher('/admin/deadline-requests')).resolves.toEqual({ path: '/admin/deadline-requests' });
    expect(api.calls).toHaveLength(3); // taken, not asked again
    await fetcher('/admin/deadline-requests');
    expect(api.calls).toHaveLength(4); // taken once: a later revalidation asks the server
  });

  it('asks for nothing without a session or with another role, where the guard sends the visitor on', () => {
    const api = stubFetch(() => ({ body: {} }));
    startPanel({ pathname: '/panel/translator', search: '' });
    signInAs('user');
    startPanel({ pathname: '/panel/translator', search: '' });
    expect(load).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it('asks for nothing on a public page, and only for the remote at an address with a query', () => {
    signInAs('translator');
    const api = stubFetch(() => ({ body: {} }));
    startPanel({ pathname: '/login', search: '' });
    expect(load).not.toHaveBeenCalled();
    startPanel({ pathname: '/panel/translator', search: '?tab=offered' });
    expect(load).toHaveBeenCalledWith('mfe_translator');
    expect(api.calls).toEqual([]);
  });

  it('lets an early answer nobody took go stale, and never hands it to another session', async () => {
    signInAs('user');
    const api = stubFetch((call) => ({ body: { n: api.calls.length, path: call.path } }));
    startPanel({ pathname: '/odeme/5', search: '' });
    signInAs('admin');
    await expect(fetcher('/user/job/5')).resolves.toEqual({ n: 2, path: '/user/job/5' });

    signInAs('user');
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(now);
      startPanel({ pathname: '/odeme/6', search: '' });
      clock.mockReturnValue(now + 21_000);
      await expect(fetcher('/user/job/6')).resolves.toEqual({ n: 4, path: '/user/job/6' });
    } finally {
      clock.mockRestore();
    }
  });
});
