import { FIRST_SCREEN_DATA_ID, type ServerRenderedScreen } from 'shared-ui/contracts';

/** What the server wrote beside the first screen it drew into #root (ssr/), or null: the browser draws the page. */
export function serverRenderedScreen(): ServerRenderedScreen | null {
  const script = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerRenderedScreen;
  } catch {
    return null;
  }
}
