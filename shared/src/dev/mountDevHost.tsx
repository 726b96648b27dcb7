import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { areaLinks, findArea } from '../areas';
import { DevHost } from './DevHost';

/** The body of every remote's bootstrap: mounts the dev host of a declared area (by container or package name) into #root. */
export function mountDevHost(area: string, App: ComponentType, links: string[] = areaLinks(findArea(area))) {
  const declared = findArea(area);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <DevHost name={declared.pkg} App={App} links={links} area={declared} />
    </StrictMode>,
  );
}
