import type { Role } from '../session/roles';
import { session$ } from '../session/bus';

/** Puts a signed-in session on the bus, as the shell would after verifying a token. */
export function signInAs(role: Role, userId = 'u1', token = 'test-token') {
  session$.next({ status: 'authenticated', token, role, userId });
}

export function signOut() {
  session$.next({ status: 'anonymous', token: null, role: 'USER', userId: null });
}
