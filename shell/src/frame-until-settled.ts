import { whenScreenSettled } from 'shared-ui';

/** The longest a frame stands in for the page: a screen that never settles (a fault) must not hide the page. */
export const LONGEST_FRAME_MS = 15_000;

/**
 * Keeps a panel's frame drawn by the server (what #root holds: ssr/src/render-panel-frame.tsx) on the screen while
 * the browser draws the page into an element outside the document. Once the page's screen has been drawn (a lazy
 * screen committed, or the remote's error shows: shared-ui's markScreenSettled) the frame goes and the page takes
 * its place, so the heading stays where it is instead of giving way to a spinner while the panel's code comes.
 * Outside the document until then, the page's header, ids and test ids are never on the page twice. Returns the
 * element to draw the page into.
 */
export function showFrameUntilSettled(container: HTMLElement): HTMLElement {
  const page = document.createElement('div');
  page.style.display = 'contents'; // a box of its own would change nothing on the page's layout
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    container.replaceChildren(page);
  };
  whenScreenSettled(show);
  setTimeout(show, LONGEST_FRAME_MS);
  return page;
}
