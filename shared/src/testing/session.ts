import type { Role } from '../session/roles';
import { session$ } from '../session/bus';

/** Puts a signed-in session on the bus, as the shell would after verifying a token. */
export function signInAs(role: Role, userId = 'u1', token = 'test-token') {
  session$.next({ status: 'authenticated', token, role, userId });
}

export function signOut() {
  session$.next({ status: 'anonymous', token: null, role: 'USER', userId: null });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A session token shaped as the server signs it, naming `sub` and `role` and valid for an hour; its signature is not
 * one (the browser never checks it: the server does).
 */
export function tokenNaming(sub: string, role: string = 'USER'): string {
  return `${base64url({ alg: 'HS256' })}.${base64url({ sub, role, exp: Date.now() / 1000 + 3600 })}.signature`;
}
