import { APP_PRELOADS_ID } from '@chapter/shared/constants';
import { whenLoadedAndIdle } from '@chapter/shared/whenIdle';

/**
 * Loading the shell's entry from the start script (docs/architecture.md, "The start script"). The entry's files are
 * the page's own, named by the build in the start script's `data-app`; they run in the order given, as the page's own
 * deferred scripts would.
 */

/**
 * Answers a once-only start: it adds the entry's scripts to the page, and the preloads a page drawn before any script
 * keeps for this moment (api/src/plugins/firstRoutePreload.ts, appStartPreloads): the entry's chunks and the first
 * route's remote manifest, fetched beside the entry instead of each after the script that names it has run.
 */
export function loadApp(files: readonly string[], doc: Document = document): () => void {
  let loaded = false;
  return () => {
    if (loaded) return;
    loaded = true;
    const preloads = doc.getElementById(APP_PRELOADS_ID);
    if (preloads instanceof HTMLTemplateElement) doc.head.append(preloads.content.cloneNode(true));
    for (const src of files) {
      const script = doc.createElement('script');
      script.src = src;
      // A script added by a script runs as soon as it arrives unless told to keep the order it was added in.
      script.async = false;
      doc.head.append(script);
    }
  };
}

/**
 * Asks the browser to fetch the entry's files at low priority, without running them, so a later start does not wait
 * for the network: after the page's load, when the browser is idle. The files are named by content hash and cached for
 * good, so the start reuses what was fetched.
 */
export function prefetchAppWhenIdle(files: readonly string[], doc: Document = document): void {
  whenLoadedAndIdle(() => prefetchApp(files, doc), doc);
}

export function prefetchApp(files: readonly string[], doc: Document = document): void {
  const started = new Set(Array.from(doc.scripts, (script) => script.getAttribute('src')));
  for (const href of files) {
    if (started.has(href)) continue; // the app has started: its script is fetched already
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
}
