import { useEffect, useState } from 'react';

/** Pixels of scroll in one direction before the buttons move: a finger's jitter does not flicker them. */
const THRESHOLD = 8;
/** Near the end the page and the footer keep room for the buttons (layout.module.css), so they may stay. */
const END_ZONE = 24;

/**
 * The "hide on scroll" of app bars and floating buttons (Material's HideBottomViewOnScrollBehavior, mobile
 * browsers' own toolbars): true while the reader scrolls down the page, false again on a scroll up, at the top and
 * at the end. The stylesheet acts on it on phones only, where the buttons would sit over the content read.
 */
export function useHideOnScroll(): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    // Where the last move ended. Read in the next frame, when the browser lays the page out anyway, not here:
    // reading the scroll position lays the page out at once, and on a panel's start that was a whole page's layout
    // inside the task that drew it. A scroll before that frame counts from the top.
    let last: number | undefined;
    const frame = requestAnimationFrame(() => {
      last ??= window.scrollY;
    });
    const onScroll = () => {
      last ??= 0;
      const y = window.scrollY;
      const page = document.documentElement.scrollHeight;
      const atEnd = page > window.innerHeight && y + window.innerHeight >= page - END_ZONE;
      if (y <= 0 || atEnd) setAway(false);
      else if (y - last > THRESHOLD) setAway(true);
      else if (last - y > THRESHOLD) setAway(false);
      else return; // a small move: measure the next one from the same place, so slow scrolling still counts
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return away;
}
