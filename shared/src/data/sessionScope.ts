import type { QueryClient } from '@tanstack/react-query';
import { distinctUntilChanged, map } from 'rxjs';
import { session$ } from '../session/bus';

/** Forgets every cached answer when the signed-in person changes, so nobody sees the previous user's data. */
export function clearOnSessionChange(client: QueryClient): () => void {
  let first = true;
  const subscription = session$
    .pipe(
      map((session) => `${session.status}:${session.userId ?? ''}:${session.role}`),
      distinctUntilChanged(),
    )
    .subscribe(() => {
      if (first) first = false;
      else client.clear();
    });
  return () => subscription.unsubscribe();
}
