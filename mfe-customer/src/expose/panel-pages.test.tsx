import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { panelPageData, panelPages } from 'shared-ui/contracts';
import { stubFetch } from 'shared-ui/testing';
import { renderCustomer, signInAs } from '../testing/render-customer';

afterEach(() => signInAs(null));

// The shell asks for these while the remote loads (shell/src/remotes/panel-start.ts); a key the screen does not ask
// for would be a request for nothing and the screen's own one late.
describe("the customer's screens ask for what the panel pages table says they show first", () => {
  it.each(['/panel/user', '/panel/user/jobs/7', '/odeme/7'])('%s', async (url) => {
    signInAs('user');
    const api = stubFetch(() => undefined);
    renderCustomer(url);
    const keys = panelPageData(url, '');
    expect(keys.length).toBeGreaterThan(0);
    await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual(expect.arrayContaining(keys)));
  });
});

// The server announces a page's chunks by the screen's module name (screen-chunks.json): a name the table keeps
// after a screen moved or was renamed would announce nothing.
describe("the panel pages table names the customer's screens by their modules", () => {
  const features = path.join(__dirname, '..', 'features');
  const screenModules = readdirSync(features).flatMap((feature) => {
    const dir = path.join(features, feature, 'screens');
    return existsSync(dir) ? readdirSync(dir).map((file) => file.replace(/\.tsx?$/, '')) : [];
  });
  it.each(panelPages.filter((p) => p.remote === 'mfe_customer').map((p) => [p.path, p.screen]))(
    '%s opens with %s',
    (_, screen) => {
      expect(screenModules).toContain(screen);
    },
  );
});
