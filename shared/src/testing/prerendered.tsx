import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * A prerendered page as the browser has it before its script arrives: `server`'s markup in a container on the page.
 * The test may change it as a visitor would (type, pick a file, scroll), then `hydrate` takes it over, collecting what
 * React reports as recoverable (a mismatch between the markup and the client's first render) in `mismatches`.
 */
export function prerendered(server: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  return {
    container,
    mismatches,
    async hydrate(client: ReactNode = server) {
      await act(async () => {
        root = hydrateRoot(container, client, { onRecoverableError: (error) => mismatches.push(error) });
      });
    },
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
