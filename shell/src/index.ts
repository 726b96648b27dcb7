import { captureEarlyClicks, captureEarlySubmits, whenVisitorActs } from '@chapter/shared/pageStart';
import { drawnForThisBrowser } from './features/session/storedSession';

// An async boundary first, so the federation runtime can settle the shared singletons before React loads. In a task of
// its own: the runtime's start and the loading of the app's shared packages were one long task that kept a phone's
// main thread blocked (Lighthouse counted it in Total Blocking Time); now the browser may paint or answer input between.
const start = () => setTimeout(() => void import('./bootstrap'), 0);

const root = document.getElementById('root');
// A prerendered page can be typed into before the app attaches: an Enter the browser ignores meanwhile is remembered and
// the form sends itself once it attaches (shared/src/hydration/earlySubmit.ts). From the entry, the first script to run.
if (root?.dataset.prerendered) captureEarlySubmits();
// A visitor's page drawn with the answers of all its reads starts its app on the first act, a click on a button before
// it kept (shared/src/hydration/pageStart.ts), for a visitor; a member gets their own page drawn at once. A member's page
// the server drew for them never waits: its other parts (a count, a feed) load as the app runs.
if (root?.dataset.start === 'on-interaction' && drawnForThisBrowser(root)) {
  captureEarlyClicks(root);
  whenVisitorActs(start);
} else {
  start();
}
