import { useEffect } from 'react';
import { API_BASE, apiClient, call, getSession, notify, publishLiveEvent, setLiveStatus, useLiveEvent, useSession } from '@chapter/shared';
import { startLiveConnection } from './liveConnection';
import { takeLiveResume } from './liveWake';
import { pointsToastText } from './pointsToast';

/** The API's stream, beside the routes the API client calls (the same base URL, so the ticket cookie's path matches). */
const streamUrl = () => `${apiClient.defaults.baseURL ?? API_BASE}/stream`;

/**
 * Mounted once in the shell: while someone is signed in, the page's one live event stream is open and its events go on
 * the kit's bus (remotes never open their own); signing out closes it. A member gets a toast for their own points.
 */
export function LiveStream() {
  const { status, token } = useSession();
  const signedIn = status === 'authenticated' && token !== null;

  useEffect(() => {
    // A browser without EventSource (or a test's jsdom) simply has no live updates: every page still reads on its own.
    if (!signedIn || typeof EventSource === 'undefined') return;
    return startLiveConnection({
      getTicket: () => call('POST /stream/ticket'),
      openStream: (url) => new EventSource(url),
      streamUrl: streamUrl(),
      publish: publishLiveEvent,
      setStatus: setLiveStatus,
      network: window,
      // A page whose app the stream's first event started (liveWake.ts) gets that event and the later ones replayed.
      resumeFrom: takeLiveResume(),
    });
    // A new token (another sign-in) opens a new stream; the token itself never goes into the URL.
  }, [signedIn, token]);

  useLiveEvent('points', (event) => {
    const me = getSession().userId;
    if (!me || event.userId !== me) return;
    const text = pointsToastText(event);
    if (!text) return;
    if (event.delta < 0) notify.info(text);
    else notify.success(text);
  });

  return null;
}
