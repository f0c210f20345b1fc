import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a page's lower part may be drawn: false in the drawing that first shows the page's data (`ready`), true
 * from a transition after that drawing's commit. The top is then committed, laid out and painted on its own, and the
 * rest comes in slices a task later, below it, so nothing shown moves. On a phone the job page's ten cards drawn
 * with its next step were one commit and one layout of the whole page before the step was painted.
 */
export function useAfterFirstDrawing(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    const timer = setTimeout(() => startTransition(() => setAfter(true)), 0);
    return () => clearTimeout(timer);
  }, [ready, after]);
  return after;
}
