import { lazy, useEffect, useState, type ComponentType } from 'react';
import { UNSAFE_RouteContext } from 'react-router-dom';
import { retryFailedDownloads, trackPageLoad } from '@chapter/shared';
import { markLoadFailure } from './loadFailure';
import { loadRemoteApp, loadedRemoteApp } from './remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { forgetFailedSharedLoads } from './sharedRetry';

// Remotes route their pages by absolute path (the areas declared in shared/src/areas), so they get a root routing context.
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

/**
 * Renders one remote's './App' where the shell's route table puts it, with a fallback and a real Retry.
 *
 * It has no Suspense boundary of its own: the frame's (AreaSuspense, around the routes) is already on screen, so a move
 * to an area whose code has not arrived keeps the last page until it has (moves are transitions), instead of a new
 * boundary's spinner that React would hold for at least 300 ms (docs/performance.md, "Moving between areas").
 */
export function RemoteArea({ name }: { name: string }) {
  // Each area is its own component instance: one area's failure, retry count and loading never carry into another.
  return <AreaSlot key={name} name={name} />;
}

/**
 * The component an area renders for its `attempt`-th try, kept outside React: the area's first render under a move
 * suspends before it is committed, so state or a memo of its own would be thrown away and each retry of the render
 * would start another load. The area drops its entry when it leaves the screen, so the next visit to an area that
 * failed tries afresh (a lazy component remembers its rejection forever); Retry asks for a new attempt.
 */
const areaComponents = new Map<string, { attempt: number; component: ComponentType }>();

function areaComponent(name: string, attempt: number): ComponentType {
  // A remote already loaded (before hydrating prerendered HTML, or on a later visit to its area) renders at once, as
  // the server rendered it.
  const ready = attempt === 0 ? loadedRemoteApp(name) : undefined;
  if (ready) return ready.default;
  const kept = areaComponents.get(name);
  if (kept?.attempt === attempt) return kept.component;
  const component = lazy(() =>
    trackPageLoad(loadRemoteApp(name, attempt > 0)).catch((error: unknown) => {
      // A failed load is marked as one, so the boundary reports it apart from an error while rendering.
      throw markLoadFailure(error);
    }),
  );
  areaComponents.set(name, { attempt, component });
  return component;
}

function releaseAreaComponent(name: string, component: ComponentType): void {
  if (areaComponents.get(name)?.component === component) areaComponents.delete(name);
}

/**
 * Retry: the area's code again, the pages and parts inside it whose download failed (the kit's retryFailedDownloads),
 * and the shared packages whose download failed (forgetFailedSharedLoads).
 */
function retry(setAttempt: (next: (attempt: number) => number) => void): void {
  void forgetFailedSharedLoads().then(() => {
    retryFailedDownloads();
    setAttempt((n) => n + 1);
  });
}

function AreaSlot({ name }: { name: string }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = areaComponent(name, attempt);
  useEffect(() => () => releaseAreaComponent(name, RemoteApp), [name, RemoteApp]);

  return (
    <RemoteErrorBoundary key={attempt} remote={name} fallback={<RemoteFallback onRetry={() => retry(setAttempt)} />}>
      <UNSAFE_RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
        {/* eslint-disable-next-line react-hooks/static-components -- one component per remote and attempt (areaComponent): a new one only for another remote or a Retry, which must re-fetch */}
        <RemoteApp />
      </UNSAFE_RouteContext.Provider>
    </RemoteErrorBoundary>
  );
}
