import { API_BASE } from '@chapter/shared/constants';
import { rememberBrowserClock } from '@chapter/shared/readerClock';
import { captureEarlyClicks, captureEarlySubmits, whenMemberActs, whenVisitorActs } from '@chapter/shared/pageStart';
import { afterLoad } from '@chapter/shared/whenIdle';
import { wakeOnLiveEvent } from './features/live/liveWake';
import { loadApp, prefetchAppWhenIdle } from './features/start/loadApp';
import { keepDrawnPageWhenIdle } from './features/offline/keepDrawnPage';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { drawnForThisBrowser, storedSessionHint, storedToken } from './features/session/storedSession';

// The start script (docs/architecture.md, "The start script"): the one script a page loads. It waits for what starts
// the app, then loads the shell's entry (main.js: the federation runtime, then React, the router, the remote), whose
// files the page names in this script's `data-app`. Nothing here may import the kit's singletons: they do not exist.
const appFiles = (document.currentScript?.dataset.app ?? '').split(' ').filter(Boolean);
const start = loadApp(appFiles);

const root = document.getElementById('root');
// A prerendered page can be typed into before the app attaches: an Enter the browser ignores meanwhile is remembered and
// the form sends itself once it attaches (shared/src/hydration/earlySubmit.ts). The first script to run.
if (root?.dataset.prerendered) captureEarlySubmits();
const token = storedToken();
// The server draws a member's pages in this browser's time zone and locale, read from a cookie the app keeps (a
// visitor's app starts before signing in). A member's page checks them here, with Intl only when they may have changed.
const drawnHere = root !== null && drawnForThisBrowser(root, token ? rememberBrowserClock({ exact: false }) : '');

if (drawnHere && root.dataset.start === 'on-interaction') {
  // A visitor's page drawn with the answers of all its reads starts its app on the first act, a click on a button
  // before it kept (shared/src/hydration/pageStart.ts). The app's entry is fetched once the page has loaded and the
  // browser is idle, so the act does not wait for it.
  captureEarlyClicks(root);
  whenVisitorActs(start);
  prefetchAppWhenIdle(appFiles);
} else if (drawnHere && root.dataset.member && token) {
  // A member's page the server drew for them (docs/architecture.md, "Members' pages drawn by the server") is complete
  // without the app: it starts on the member's first act, when the browser goes offline or the page is shown again,
  // or on the live stream's first event that changes what it shows (this script holds the stream until then,
  // liveWake.ts). The service worker is registered meanwhile (it keeps the page and the app's files for offline),
  // and the page's answers are kept on the device, whether or not the member touches it.
  captureEarlyClicks(root);
  let started = false;
  let stopWaking = () => {};
  const startNow = whenMemberActs(() => {
    started = true;
    stopWaking();
    start();
  });
  // The events that wake it: those the page declares it shows (data-live-wake), and the member's own. The stream is
  // asked for once the page has loaded, in a task of its own (its request's set-up was most of this script's task); it
  // opens from the point the page was drawn at, so an event meanwhile still wakes the page.
  const { liveWake, member } = root.dataset;
  const wakes = liveWake === undefined ? null : { wakeOn: liveWake, member };
  afterLoad(() => {
    if (!started) stopWaking = wakeOnLiveEvent({ token, apiBase: API_BASE, from: root.dataset.liveFrom, wakes }, startNow);
  });
  registerServiceWorker();
  keepDrawnPageWhenIdle({ root, appStarted: () => started, storedMember: () => storedSessionHint()?.userId });
  prefetchAppWhenIdle(appFiles);
} else {
  start();
}
