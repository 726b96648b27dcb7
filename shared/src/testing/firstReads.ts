import type { ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import { pathAt } from '../areas';
import { createQueryClient, startFirstReads } from '../data';
import { fakeApi, type FakeRoutes } from './fakeApi';
import { renderAt } from './renderAt';

/**
 * Does what the shell does for `path` before an area's code has arrived (starts the path's declared first reads), then
 * renders the area's app there on that cache. Answers the calls made (`calls`) and the routes of the declared reads
 * (`declared`): a page that finds its first reads in the cache asks for none of them again (docs/performance.md).
 */
export async function renderAfterFirstReads(path: string, ui: ReactNode, routes: FakeRoutes) {
  const { calls } = fakeApi(routes);
  const client = createQueryClient({ retry: false });
  const started = startFirstReads(path, client);
  await waitFor(() => expect(client.isFetching()).toBe(0));
  const declared = (pathAt(path)?.reads ?? []).map((read) => read.route);
  if (started !== declared.length || started === 0) throw new Error(`${path}: ${started} first reads started, ${declared.length} declared`);
  renderAt(path, ui, { client });
  return { calls, declared };
}
