import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHost } from './DevHost';

/** The body of every remote's bootstrap: mounts the dev host into #root. */
export function mountDevHost(name: string, App: ComponentType, links: string[]) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <DevHost name={name} App={App} links={links} />
    </StrictMode>,
  );
}
