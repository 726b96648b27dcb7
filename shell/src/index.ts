import { API_BASE } from '@chapter/shared/constants';
import { captureEarlyClicks, captureEarlySubmits, whenMemberActs, whenVisitorActs } from '@chapter/shared/pageStart';
import { wakeOnLiveEvent } from './features/live/liveWake';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { drawnForThisBrowser, storedToken } from './features/session/storedSession';

// An async boundary first, so the federation runtime can settle the shared singletons before React loads. In a task of
// its own: the runtime's start and the loading of the app's shared packages were one long task that kept a phone's
// main thread blocked (Lighthouse counted it in Total Blocking Time); now the browser may paint or answer input between.
const start = () => setTimeout(() => void import('./bootstrap'), 0);

const root = document.getElementById('root');
// A prerendered page can be typed into before the app attaches: an Enter the browser ignores meanwhile is remembered and
// the form sends itself once it attaches (shared/src/hydration/earlySubmit.ts). From the entry, the first script to run.
if (root?.dataset.prerendered) captureEarlySubmits();
const drawnHere = root !== null && drawnForThisBrowser(root);
const token = storedToken();

if (drawnHere && root.dataset.start === 'on-interaction') {
  // A visitor's page drawn with the answers of all its reads starts its app on the first act, a click on a button
  // before it kept (shared/src/hydration/pageStart.ts).
  captureEarlyClicks(root);
  whenVisitorActs(start);
} else if (drawnHere && root.dataset.member && token) {
  // A member's page the server drew for them (docs/architecture.md, "Members' pages drawn by the server") is complete
  // without the app: it starts on the member's first act, when the browser goes offline or the page is shown again,
  // or on the live stream's first event (the entry holds the stream until then, liveWake.ts). The service worker is
  // registered meanwhile, so the page is kept for offline whether or not the member touches it.
  captureEarlyClicks(root);
  let stopWaking = () => {};
  const startNow = whenMemberActs(() => {
    stopWaking();
    start();
  });
  stopWaking = wakeOnLiveEvent({ token, apiBase: API_BASE, from: root.dataset.liveFrom }, startNow);
  registerServiceWorker();
} else {
  start();
}
