import { startTransition, useEffect, useState } from 'react';

/** What a phone shows above the fold, and a bit more: drawn with the page. */
export const FIRST_STEP = 4;
/**
 * Each later step, in its own transition: React slices the rendering, but a step's commit is one task, which must
 * stay short (eight cards a step were tasks of about 200 ms on a busy machine).
 */
export const STEP = 3;

/**
 * How many of `total` items to draw now: the first few with the page, then the rest a few at a time, each step in
 * a transition after the last one's commit. A hundred assigned-job cards drawn at once were one long task of about
 * 650 ms on a phone, during which a tap waited. The items drawn must be memoised, or each step draws them all again. The later items land below those on the screen, so nothing shown
 * moves. A list that grows when it is read again is drawn to its end the same way.
 */
export function useDrawnInSteps(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_STEP);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((n) => Math.min(total, n + STEP))), 0);
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return Math.min(drawn, total);
}
