import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while a page prerendered at build time is on screen without its script (and during the render that hydrates it),
 * true from the render after that and in any page rendered in the browser from the start. Controls that only work with
 * the script (a form's submit button) use it to say so instead of sending the form natively, with its password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
