import { markScreenSettled } from 'shared-ui';
import { LONGEST_FRAME_MS, showFrameUntilSettled } from './frame-until-settled';

function drawnFrame(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<div inert=""><h1>Müşteri Paneli</h1></div>';
  document.body.replaceChildren(root);
  return root;
}

// One settling per page load (lazy-screen.tsx): the fallback is proved before the page's screen settles.
describe('showFrameUntilSettled', () => {
  it('shows the page after a while when its screen never settles', () => {
    jest.useFakeTimers();
    const root = drawnFrame();
    const page = showFrameUntilSettled(root);
    jest.advanceTimersByTime(LONGEST_FRAME_MS - 1);
    expect(page.hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(page.hidden).toBe(false);
    expect(root.children).toHaveLength(1);
    jest.useRealTimers();
  });

  it("keeps the frame on the screen and the page out of sight until the page's screen has been drawn", () => {
    const root = drawnFrame();
    const page = showFrameUntilSettled(root);
    expect(page.parentElement).toBe(root);
    expect(page.hidden).toBe(true);
    expect(root.querySelector('#root > div:not([inert])')).toBeNull();
    expect(root.querySelector('h1')).toHaveTextContent('Müşteri Paneli');

    markScreenSettled();
    expect(page.hidden).toBe(false);
    expect(page).not.toHaveAttribute('inert');
    expect(page.style.display).toBe('contents');
    expect([...root.childNodes]).toEqual([page]);
  });

  it('shows the page at once when its screen had settled before', () => {
    const root = drawnFrame();
    const page = showFrameUntilSettled(root);
    expect(page.hidden).toBe(false);
    expect([...root.childNodes]).toEqual([page]);
  });
});
