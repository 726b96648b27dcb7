import type { QueryClient } from '@tanstack/react-query';
import { distinctUntilChanged, map } from 'rxjs';
import { session$ } from '../session/bus';

/**
 * Forgets every cached answer when the signed-in person (or their role) changes, so nobody sees the previous one's
 * data. Each query is reset, not removed: a page on screen keeps its query and reads again for the new session. Removed
 * (`clear`), a page's query was cancelled without a word and the page kept the old answer, or its spinner, for good:
 * a reload after a role change confirmed the new role while the page's first read was under way.
 */
export function clearOnSessionChange(client: QueryClient): () => void {
  let first = true;
  const subscription = session$
    .pipe(
      map((session) => `${session.status}:${session.userId ?? ''}:${session.role}`),
      distinctUntilChanged(),
    )
    .subscribe(() => {
      if (first) first = false;
      else {
        client.getMutationCache().clear();
        void client.resetQueries();
      }
    });
  return () => subscription.unsubscribe();
}
