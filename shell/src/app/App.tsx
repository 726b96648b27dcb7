import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { SessionOwner } from '../features/session/SessionOwner';
import { SessionGate } from '../features/session/SessionGate';
import { RemotePreloader } from '../features/remotes/RemotePreloader';
import { LiveStream } from '../features/live/LiveStream';
import { CrashBoundary } from '../features/layout/components/CrashBoundary';

/** Everything inside the router: the prerender (src/prerender.tsx) renders the same tree in a MemoryRouter. */
export function AppBody() {
  return (
    <CrashBoundary>
      <SessionOwner />
      <LiveStream />
      <RemotePreloader />
      <SessionGate>
        <AppRoutes />
      </SessionGate>
    </CrashBoundary>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppBody />
      </BrowserRouter>
    </AppProviders>
  );
}
