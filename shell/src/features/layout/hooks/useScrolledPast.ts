import { useSyncExternalStore } from 'react';

const subscribe = (onScroll: () => void) => {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
};

/**
 * True while the window is scrolled further down than `px`. A prerendered page was drawn at the top, so the render
 * that hydrates it says false (the server's answer) even when the visitor has already scrolled; React draws the
 * scrolled state right after. Reading the scroll position in that render made the page differ from its HTML (the
 * scroll-to-top button appeared), and React threw the page away and drew it anew, losing what had been typed.
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > px,
    () => false,
  );
}
