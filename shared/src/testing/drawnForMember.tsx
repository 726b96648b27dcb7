import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { provideAnswers } from '../api';
import { catchUpDrawnPage, createQueryClient, DataProvider, seedFirstReads } from '../data';
import { theme } from '../theme';
import { fakeApi, type FakeRoutes } from './fakeApi';
import { FRAME_ANSWERS, firstReadRoutes } from './firstReads';
import { prerendered } from './prerendered';

/**
 * Does what the server and then the shell do with a member's page (docs/architecture.md, "Members' pages drawn by the
 * server"): draws `ui` at `path` from the answers of the path's first reads (taken from `routes`) put in a cache, then
 * hydrates that markup on another cache filled from the same answers, as the page carries them. Answers the page (its
 * `mismatches` must stay empty), the calls made (`calls`: the first reads once each, to catch up, and what else the
 * page asks) and the routes of the page's own declared reads (`declared`). The frame's reads (the bell's count, which a
 * remote does not show) are answered here unless `routes` answers them.
 * The session is the test's (signInAs). `meanwhile` acts on the drawn markup before the app attaches (types, as a member
 * may before the scripts have arrived).
 */
export async function hydrateDrawnForMember(path: string, ui: ReactNode, routes: FakeRoutes, meanwhile?: (container: HTMLElement) => void) {
  const { calls } = fakeApi(routes);
  const { all, declared } = firstReadRoutes(path);
  const given: FakeRoutes = { ...FRAME_ANSWERS, ...routes };
  const answers = Object.fromEntries(
    all.map((route) => {
      const answer = given[route];
      if (!answer || typeof answer !== 'object' || answer.status !== 200) throw new Error(`${route}: the test gives no answer 200`);
      return [route, answer.body];
    }),
  );
  const tree = (client: QueryClient) => (
    <ThemeProvider theme={theme}>
      <DataProvider client={client} persist={false}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </DataProvider>
    </ThemeProvider>
  );
  // As the server fills its cache, then as the browser does (each read again once the page runs).
  const filled = (catchUp: boolean) => {
    const client = createQueryClient({ retry: false });
    if (!seedFirstReads(path, client, { catchUp })) throw new Error(`${path}: no first reads to draw it with`);
    return client;
  };
  provideAnswers(answers);
  try {
    const page = prerendered(tree(filled(false)));
    meanwhile?.(page.container);
    const client = filled(true);
    await page.hydrate(tree(client));
    // What the shell does once the page has hydrated (its RemotePreloader), the browser idle at once.
    catchUpDrawnPage(
      () => path,
      client,
      (run) => run(),
    );
    return { page, calls, declared };
  } finally {
    provideAnswers(undefined);
  }
}
