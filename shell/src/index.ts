// The shell's entry, loaded by the start script (start.ts) when the app starts. An async boundary first, so the
// federation runtime can settle the shared singletons before React loads. In a task of its own: the runtime's start and
// the loading of the app's shared packages were one long task that kept a phone's main thread blocked (Lighthouse
// counted it in Total Blocking Time); now the browser may paint or answer input between.
setTimeout(() => void import('./bootstrap'), 0);
