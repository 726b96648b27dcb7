import { onlineManager } from '@tanstack/react-query';
import { isOffline } from './online';

/**
 * TanStack's onlineManager starts "online" and then follows the window's events; a page opened offline (from the
 * service worker) tells it at once, so reads wait for the network instead of failing, and refetch on reconnect.
 */
export function followBrowserOnline(): () => void {
  if (isOffline()) onlineManager.setOnline(false);
  return () => {};
}
