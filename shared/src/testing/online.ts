import { act } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';

/**
 * Puts the browser offline (`false`) or back online as the app sees it: `navigator.onLine`, TanStack's onlineManager
 * (reads wait while offline) and the window's event the kit listens to. Answers a function that removes the override
 * and leaves the data layer online, for the test's end.
 */
export function setBrowserOnline(online: boolean): () => void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    onlineManager.setOnline(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
  return () => {
    delete (window.navigator as { onLine?: boolean }).onLine;
    onlineManager.setOnline(true);
  };
}
