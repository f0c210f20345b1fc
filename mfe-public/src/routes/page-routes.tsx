import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { publicPages, type PublicScreenName } from 'shared-ui/contracts';

/** Screens by their name in the public pages table (shared-ui/src/contracts/public-pages.ts). */
export type ScreensByName = Partial<Record<PublicScreenName, ComponentType>>;

/**
 * The routes of the table's pages drawn by one of `screens`: the paths come from the table only, the same table the
 * server preloads and draws the first screen by, so a page cannot be routed here and unknown there.
 */
export function routesFor(screens: ScreensByName) {
  return publicPages.flatMap((page) => {
    const Screen = screens[page.screen];
    return Screen ? [<Route key={page.path} path={page.path} element={<Screen />} />] : [];
  });
}
