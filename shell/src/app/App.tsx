import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { SessionOwner } from '../features/session/SessionOwner';
import { SessionGate } from '../features/session/SessionGate';
import { RemotePreloader } from '../features/remotes/RemotePreloader';
import { LiveStream } from '../features/live/LiveStream';

/** Everything inside the router: the prerender (src/prerender.tsx) renders the same tree in a MemoryRouter. */
export function AppBody() {
  return (
    <>
      <SessionOwner />
      <LiveStream />
      <RemotePreloader />
      <SessionGate>
        <AppRoutes />
      </SessionGate>
    </>
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
