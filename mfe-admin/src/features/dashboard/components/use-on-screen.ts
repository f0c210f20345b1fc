import { startTransition, useEffect, useState } from 'react';

/** How much of the element must be on the screen. */
const SHOWN = 0.5;

/**
 * True once half the element (given through `ref`) is on the screen, and from then on. Where the browser has no
 * IntersectionObserver, true at once. A box that only peeks in at the bottom of a phone's first screen does not
 * count: what it brings in (recharts: its code and its first drawing, 0.5–2 s of a phone's 4× slower CPU, measured
 * in docs/measurements/first-screen.md) waits until the reader scrolls to it. The change is a transition, drawn in
 * slices that yield to the browser.
 */
export function useOnScreen<T extends Element>() {
  const [element, ref] = useState<T | null>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SHOWN)) {
          startTransition(() => setShown(true));
        }
      },
      { threshold: SHOWN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, shown]);
  return { ref, shown, element };
}
