export { ROLES, isRole, roleRank, hasRole, promote, demote } from './roles';
export type { Role } from './roles';
export { session$, sessionRequests$, INITIAL_SESSION, getSession, requestSignIn, requestSignOut, reportSessionExpired } from './bus';
export type { Session, SessionStatus, SessionRequest } from './bus';
export { useSession, useRole, useHasRole, useIsAuthenticated } from './hooks';
export { checkedSession, hintedSession, sessionHint } from './tokenHint';
export type { SessionHint } from './tokenHint';
