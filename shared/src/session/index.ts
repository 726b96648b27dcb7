export { ROLES, isRole, roleRank, hasRole, promote, demote } from './roles';
export type { Role } from './roles';
export {
  session$,
  sessionRequests$,
  INITIAL_SESSION,
  getSession,
  requestSignIn,
  requestSignOut,
  reportSessionExpired,
} from './bus';
export type { Session, SessionStatus, SessionRequest } from './bus';
export { useSession, useRole, useHasRole, useIsAuthenticated } from './hooks';
// Diagnostics ride along here because the package index (not ours to edit) lists no diagnostics folder.
export { registerFederationProbe, federationProbeReport } from '../diagnostics';
export type { FederationProbeInstances, FederationProbeReport, ProbeKind } from '../diagnostics';
