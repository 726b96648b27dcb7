import { BehaviorSubject, Subject } from 'rxjs';
import type { Role } from './roles';

/** Who is using the app, as the shell (the bus's only owner) last published it. */
export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  token: string | null;
  role: Role;
  userId: string | null;
}

/** What remotes and the API client may ask of the session's owner. */
export type SessionRequest = { type: 'signIn'; token: string } | { type: 'signOut' } | { type: 'expired' };

export const INITIAL_SESSION: Session = Object.freeze({ status: 'unknown', token: null, role: 'USER', userId: null });

/** The current session; only the shell's SessionOwner calls `next` on it. */
export const session$ = new BehaviorSubject<Session>(INITIAL_SESSION);

/** Requests to the session's owner; anyone may send, only the owner listens. */
export const sessionRequests$ = new Subject<SessionRequest>();

export function getSession(): Session {
  return session$.getValue();
}

export function requestSignIn(token: string): void {
  sessionRequests$.next({ type: 'signIn', token });
}

export function requestSignOut(): void {
  sessionRequests$.next({ type: 'signOut' });
}

export function reportSessionExpired(): void {
  sessionRequests$.next({ type: 'expired' });
}
