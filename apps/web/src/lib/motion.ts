/** The device's request for less motion (a setting of the operating system or the browser). */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the device asks for less motion now. */
export const prefersReducedMotion = (): boolean => window.matchMedia(REDUCED_MOTION).matches;

/** Follows the device's reduced-motion setting, which a person may change while the page is open. */
export function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** An animation's length: `ms`, or none at all on a device that asks for less motion. */
export const motionMs = (ms: number): number => (prefersReducedMotion() ? 0 : ms);
