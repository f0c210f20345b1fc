/**
 * The page the server drew (FIRST_SCREEN=server) carries, beside #root, a JSON script with this id: the language
 * it was drawn in and the API answers it showed, which the shell hands to SWR when it takes the page over.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

export interface ServerRenderedScreen {
  lang: string;
  /** API answers the screen showed, keyed like the SWR keys (paths under /api). */
  data: Record<string, unknown>;
  /**
   * #root holds only a panel's frame (its heading before its first answers, drawn without the session): the shell
   * draws the page afresh and shows the frame until the panel's screen is drawn (shell/src/bootstrap.tsx).
   */
  frame?: boolean;
}
