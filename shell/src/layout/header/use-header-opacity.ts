import { useEffect, useState } from 'react';

/** Scroll distance (px) at which the home page header reaches full opacity. */
export const HEADER_FADE_DISTANCE = 300;
export const HEADER_OPACITY_ELSEWHERE = 0.96;

export function headerOpacityAt(scrollY: number): number {
  return Math.round((0.1 + 0.9 * Math.min(1, Math.max(0, scrollY) / HEADER_FADE_DISTANCE)) * 100) / 100;
}

/** Spec 2.3: on the home page the header fades in with scroll (0.1 → 1); elsewhere it stays at 0.96. */
export function useHeaderOpacity(isHome: boolean): number {
  // the server's render of the first screen (ssr/) draws the top of the page
  const [opacity, setOpacity] = useState(() =>
    isHome ? headerOpacityAt(typeof window === 'undefined' ? 0 : window.scrollY) : HEADER_OPACITY_ELSEWHERE,
  );

  useEffect(() => {
    if (!isHome) {
      setOpacity(HEADER_OPACITY_ELSEWHERE);
      return undefined;
    }
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setOpacity(headerOpacityAt(window.scrollY)));
    };
    setOpacity(headerOpacityAt(window.scrollY));
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [isHome]);

  return opacity;
}
