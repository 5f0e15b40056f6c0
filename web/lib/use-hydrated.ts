import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerender and while a prerendered page hydrates, true from the render after. A form drawn at build
 * is read-only and cannot be sent until then: text typed earlier is not in React's state and the next render
 * would erase it, and a click would make the browser send the form itself, as a GET with the password in the
 * address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
