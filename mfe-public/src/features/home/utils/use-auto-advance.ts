import { useEffect, useRef } from 'react';

/**
 * Calls onAdvance `delay` ms after the last change of `step`, while enabled. A manual move changes `step`, so the
 * visitor always gets a full interval on the slide they chose.
 */
export function useAutoAdvance(enabled: boolean, step: number, onAdvance: () => void, delay = 5000): void {
  const callback = useRef(onAdvance);
  callback.current = onAdvance;
  useEffect(() => {
    if (!enabled) return undefined;
    const id = window.setTimeout(() => callback.current(), delay);
    return () => window.clearTimeout(id);
  }, [enabled, step, delay]);
}
