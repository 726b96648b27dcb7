import { captureEarlySubmits } from '@chapter/shared/earlySubmit';

// A prerendered page can be typed into before the app attaches: an Enter the browser ignores meanwhile is remembered and
// the form sends itself once it attaches (shared/src/hydration/earlySubmit.ts). From the entry, the first script to run.
if (document.getElementById('root')?.dataset.prerendered) captureEarlySubmits();

// An async boundary first, so the federation runtime can settle the shared singletons before React loads. In a task of
// its own: the runtime's start and the loading of the app's shared packages were one long task that kept a phone's
// main thread blocked (Lighthouse counted it in Total Blocking Time); now the browser may paint or answer input between.
setTimeout(() => void import('./bootstrap'), 0);
