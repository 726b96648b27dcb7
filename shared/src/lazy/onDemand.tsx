import { createElement, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { retryableLazy } from './retry';

/**
 * A component whose code (and what it brings: form libraries, a graph editor) downloads only when first needed, so the
 * page that may show it starts without it. `pick` names the export: `onDemand(() => import('./X'), (m) => m.X)`;
 * `fallback` shows while it downloads (nothing for a dialog, which appears a moment later; a spinner for a page). A
 * failed download is tried again after an area's Retry (retry.ts).
 */
export function onDemand<Props extends object>(
  load: () => Promise<unknown>,
  pick: (module: never) => ComponentType<Props>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const lazyPart = retryableLazy<Props>(async () => ({ default: pick((await load()) as never) }));
  function OnDemand(props: Props) {
    // One component per download (retryableLazy): a new one only after a failure and a Retry.
    return <Suspense fallback={fallback}>{createElement(lazyPart(), props)}</Suspense>;
  }
  return OnDemand;
}

/** True from the first time `open` is true: a dialog is mounted (and its code fetched) once it is first opened, then kept. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
