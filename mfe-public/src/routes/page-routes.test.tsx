import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import { publicPageFor, publicPages } from 'shared-ui/contracts';
import App from '../expose/app';
import { accountScreens } from './account-routes';
import { settingsScreens } from './settings-routes';
import { siteScreens } from './site-routes';

/** Every `<Route path>` in an element tree: the tree App returns is the routes the remote mounts. */
function routePaths(node: ReactNode): string[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{ path?: string; children?: ReactNode }>(child)) return [];
    const own = typeof child.props.path === 'string' ? [child.props.path] : [];
    return [...own, ...routePaths(child.props.children)];
  });
}

/** A path each pattern matches: a value for each `:name` segment, something after a `*`. */
const samplePath = (pattern: string) =>
  pattern === '*' ? '/bilinmeyen/sayfa' : pattern.replace(/:\w+/g, 'ornek').replace(/\*$/, 'guvenlik');

const tablePaths = publicPages.map((p) => p.path);

describe("the public remote's routes and the public pages table", () => {
  it('mounts exactly the paths of the table, each once: no route the table misses, no table page without a route', () => {
    const mounted = routePaths(App());
    expect([...mounted].sort()).toEqual([...tablePaths].sort());
  });

  it('has a screen for every screen the table names, and no screen the table does not name', () => {
    const screens = Object.keys({ ...accountScreens, ...settingsScreens, ...siteScreens }).sort();
    expect(screens).toEqual([...new Set(publicPages.map((p) => p.screen))].sort());
  });

  it("matches each path to the same page as the server's reading of the table (publicPageFor)", () => {
    const routes = routePaths(App()).map((path) => ({ path }));
    const paths = [...tablePaths.map(samplePath), '/LOGIN/', '/services/a/b', '/settings', '/sayfa/', '/apply/form/'];
    for (const path of paths) {
      const browser = matchRoutes(routes, path)?.at(-1)?.route.path;
      expect({ path, page: publicPageFor(path)?.page.path }).toEqual({ path, page: browser });
    }
  });
});
