/**
 * The page the server drew (FIRST_SCREEN=server) carries, beside #root, a JSON script with this id: the language
 * it was drawn in and the API answers it showed, which the shell hands to SWR when it takes the page over.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

export interface ServerRenderedScreen {
  lang: string;
  /** API answers the screen showed, keyed like the SWR keys (paths under /api). */
  data: Record<string, unknown>;
}
