import { startTransition, useEffect, useState } from 'react';

/**
 * True once the element (given through `ref`) is on the screen or within 200 px of it, and from then on. Where the
 * browser has no IntersectionObserver, true at once. The change is a transition: what it brings in (recharts) is
 * drawn in slices that yield to the browser, not in one long task.
 */
export function useNearViewport<T extends Element>() {
  const [element, ref] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return { ref, near, element };
}
