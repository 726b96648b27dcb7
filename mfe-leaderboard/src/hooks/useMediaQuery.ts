import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '@chapter/shared';

/** Below the theme's mobile breakpoint (640 px), as a media query. */
export const NARROW_SCREEN = `(max-width: ${parseFloat(theme.breakpoints.mobile) - 0.02}px)`;

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether `query` matches now; re-renders when it starts or stops matching. Without matchMedia: false. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => hasMatchMedia() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
