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
    expect(page.isConnected).toBe(false);
    jest.advanceTimersByTime(1);
    expect([...root.childNodes]).toEqual([page]);
    jest.useRealTimers();
  });

  it("keeps the frame on the screen and the page out of the document until the page's screen has been drawn", () => {
    const root = drawnFrame();
    const page = showFrameUntilSettled(root);
    expect(page.isConnected).toBe(false);
    expect(root.querySelector('#root > div:not([inert])')).toBeNull();
    expect(root.querySelector('h1')).toHaveTextContent('Müşteri Paneli');

    markScreenSettled();
    expect([...root.childNodes]).toEqual([page]);
    expect(page.style.display).toBe('contents');
    expect(root.querySelector('h1')).toBeNull();
  });

  it('shows the page at once when its screen had settled before', () => {
    const root = drawnFrame();
    const page = showFrameUntilSettled(root);
    expect([...root.childNodes]).toEqual([page]);
  });
});
