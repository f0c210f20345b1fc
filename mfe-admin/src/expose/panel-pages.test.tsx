import { waitFor } from '@testing-library/react';
import { setSession } from 'shared-ui';
import { panelPageData } from 'shared-ui/contracts';
import { renderWithProviders, stubFetch } from 'shared-ui/testing';
import App from './app';

// jsdom has no layout: recharts' ResponsiveContainer needs a ResizeObserver to exist.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => Object.assign(globalThis, { ResizeObserver: NoResizeObserver }));
afterEach(() => localStorage.clear());

// The shell asks for these while the remote loads (shell/src/remotes/panel-start.ts); a key the section does not ask
// for would be a request for nothing and the section's own one late.
describe('the admin sections ask first for what the panel pages table says they show', () => {
  it.each(['/panel/admin/dashboard', '/panel/admin/isler'])('%s', async (url) => {
    setSession({
      token: 't',
      user: { id: 1, name: 'Ofis', surname: 'Yönetici', email: 'a@example.com', role: 'admin' },
    });
    const api = stubFetch((call) =>
      call.path === '/settings/two-step' ? { body: { required: false, enabled: true } } : undefined,
    );
    renderWithProviders(<App />, { url });
    const keys = panelPageData(url, '');
    expect(keys.length).toBeGreaterThan(1);
    await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual(expect.arrayContaining(keys)));
  });
});
