import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NoticeBar as Bar } from './NoticeBar';
import { useIsOffline } from './online';
import { newestFigures, offlineNoticeText } from './offlineText';

function OfflineText() {
  const client = useQueryClient();
  const subscribe = useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]);
  const newest = useSyncExternalStore(
    subscribe,
    () => newestFigures(client),
    () => 0,
  );
  return <Bar>{offlineNoticeText(newest)}</Bar>;
}

/**
 * The shell shows it once, under the navigation bar (docs/offline.md): while the browser is offline, "Offline: figures
 * from 14:05", the time of the newest figure the page shows. The live region is always there, so the change is read out.
 */
export function OfflineNotice() {
  const offline = useIsOffline();
  return (
    <div role="status" data-testid="offline-notice">
      {offline && <OfflineText />}
    </div>
  );
}
