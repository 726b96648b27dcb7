import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// Test builds only (FEDERATION_PROBE=on): lets the e2e suite check the page holds one copy of each singleton.
if (process.env.FEDERATION_PROBE === 'on') void import('./app/probe').then(({ registerShellProbe }) => registerShellProbe());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
