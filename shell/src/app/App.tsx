import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { SessionOwner } from '../features/session/SessionOwner';
import { SessionGate } from '../features/session/SessionGate';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionOwner />
        <SessionGate>
          <AppRoutes />
        </SessionGate>
      </BrowserRouter>
    </AppProviders>
  );
}
