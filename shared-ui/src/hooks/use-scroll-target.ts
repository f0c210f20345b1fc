import { useCallback, useRef } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * An element (a list's heading with tabIndex={-1}, a table's scroll region) to bring to the top of the view and
 * focus after what follows it changed in place: another page of a list, a form sent and emptied. The address does
 * not change, so the shell's scroll-to-top on navigation does not run, and someone who pressed "İleri" at the foot
 * of a list would stay looking at the footer. Focus tells a screen reader where the new content starts. The target
 * keeps clear of the sticky header with `scroll-margin-top` in its own CSS.
 */
export function useScrollTarget<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  const moveHere = useCallback(() => {
    const target = ref.current;
    if (!target) return;
    // jsdom has no scrollIntoView; every browser has
    target.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  }, []);
  return { ref, moveHere };
}
