import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Whether the element's content is wider than the element (it scrolls sideways), kept up to date as both resize. */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const overflowing = () => element.scrollWidth > element.clientWidth + 1;
    if (typeof ResizeObserver !== 'function') {
      const measure = () => setOverflows(overflowing());
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    // The observer's first report comes after the browser has laid the page out, before it paints: measured here
    // instead, the page was laid out once more inside the task that drew the table (a whole panel's layout, on a
    // phone's start). Drawn at once (flushSync), the line above the table is in the same paint, so nothing moves.
    const observer = new ResizeObserver(() => {
      const next = overflowing();
      flushSync(() => setOverflows(next));
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
