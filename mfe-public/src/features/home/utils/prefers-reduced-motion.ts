/** True when the visitor asked the system for less motion (false where matchMedia is missing, e.g. jsdom). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
