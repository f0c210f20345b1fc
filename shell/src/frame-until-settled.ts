import { whenScreenSettled } from 'shared-ui';

/** The longest a frame stands in for the page: a screen that never settles (a fault) must not hide the page. */
export const LONGEST_FRAME_MS = 15_000;

/**
 * Keeps a panel's frame drawn by the server (what #root holds: ssr/src/render-panel-frame.tsx) on the screen while
 * the browser draws the page into a hidden element beside it. Once the page's screen has been drawn (a lazy screen
 * committed, or the remote's error shows: shared-ui's markScreenSettled) the frame goes and the page takes its
 * place, so the heading stays where it is instead of giving way to a spinner while the panel's code comes. Returns
 * the element to draw the page into.
 */
export function showFrameUntilSettled(container: HTMLElement): HTMLElement {
  const frame = [...container.childNodes];
  const page = document.createElement('div');
  page.hidden = true;
  // as the frame is: the page is in reach once it is shown (e2e/support/site.ts waits for that)
  page.setAttribute('inert', '');
  container.append(page);
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    for (const node of frame) node.remove();
    page.hidden = false;
    page.removeAttribute('inert');
    page.style.display = 'contents'; // a box of its own would change nothing on the page's layout
  };
  whenScreenSettled(show);
  setTimeout(show, LONGEST_FRAME_MS);
  return page;
}
