/** Spec 2.2 / 9: every navigation scrolls to the top in 800 ms. */
export const SCROLL_MS = 800;

let frame = 0;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Animates window scroll to 0 with requestAnimationFrame; at once for people who ask for less motion. */
export function scrollToTop(duration = SCROLL_MS): void {
  cancelAnimationFrame(frame);
  const start = window.scrollY;
  if (start <= 0) return;
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}
