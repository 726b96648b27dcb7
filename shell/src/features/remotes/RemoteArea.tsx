import { Suspense, lazy, useMemo, useState } from 'react';
import { UNSAFE_RouteContext } from 'react-router-dom';
import { markLoadFailure } from './loadFailure';
import { loadRemoteApp, loadedRemoteApp } from './remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { FullPageSpinner } from '../../components/FullPageSpinner';

// Remotes route their pages by absolute path (the areas declared in shared/src/areas), so they get a root routing context.
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

/** Renders one remote's './App' where the shell's route table puts it, with a fallback and a real Retry. */
export function RemoteArea({ name }: { name: string }) {
  // Each area is its own component instance: one area's failure, retry count and loading never carry into another.
  return <AreaSlot key={name} name={name} />;
}

function AreaSlot({ name }: { name: string }) {
  const [attempt, setAttempt] = useState(0);
  // A lazy component remembers its rejection forever: each attempt needs a new one. A remote already loaded (before
  // hydrating prerendered HTML, or on a later visit to its area) renders at once, as the server rendered it.
  const RemoteApp = useMemo(() => {
    const ready = attempt === 0 ? loadedRemoteApp(name) : undefined;
    // A failed load is marked as one, so the boundary reports it apart from an error while rendering.
    return ready
      ? ready.default
      : lazy(() =>
          loadRemoteApp(name, attempt > 0).catch((error: unknown) => {
            throw markLoadFailure(error);
          }),
        );
  }, [name, attempt]);

  return (
    <RemoteErrorBoundary key={attempt} remote={name} fallback={<RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />}>
      <Suspense fallback={<FullPageSpinner label="Loading" inline />}>
        <UNSAFE_RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
          {/* eslint-disable-next-line react-hooks/static-components -- memoised on [name, attempt]: a new component only for another remote or a Retry, which must re-fetch */}
          <RemoteApp />
        </UNSAFE_RouteContext.Provider>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
