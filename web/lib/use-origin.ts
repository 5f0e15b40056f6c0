import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * The page's origin, or '' while a prerendered page hydrates: the HTML is built before any server knows its address
 * (web/prerender.tsx), so the first render must say what the build said; the origin comes in the render after.
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
}
