/** What the server wrote beside the first screen it rendered into #root (ssr/): its language and its API answers. */
export interface ServerRenderedScreen {
  lang: string;
  /** API answers the screen showed, keyed like the SWR keys (paths under /api). */
  data: Record<string, unknown>;
}

export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

export function serverRenderedScreen(): ServerRenderedScreen | null {
  const script = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerRenderedScreen;
  } catch {
    return null;
  }
}
