import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { SessionOwner } from '../features/session/SessionOwner';
import { SessionGate } from '../features/session/SessionGate';
import { RemotePreloader } from '../features/remotes/RemotePreloader';

/** Everything inside the router: the prerender (src/prerender.tsx) renders the same tree in a MemoryRouter. */
export function AppBody() {
  return (
    <>
      <SessionOwner />
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
