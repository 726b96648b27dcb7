import { useSyncExternalStore } from 'react';
import { session$, type Session } from './bus';
import { hasRole, type Role } from './roles';

function subscribe(onChange: () => void): () => void {
  const subscription = session$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const snapshot = (): Session => session$.getValue();

/** The session as the shell last published it; re-renders on every change. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useRole(): Role {
  return useSession().role;
}

/** True when the signed-in user's role is at least `required` on the ladder. */
export function useHasRole(required: Role): boolean {
  const session = useSession();
  return session.status === 'authenticated' && hasRole(session.role, required);
}

export function useIsAuthenticated(): boolean {
  return useSession().status === 'authenticated';
}
