import { call, isRole, session$, sessionRequests$ } from '..';

/** The dev host keeps its sign-in for the browser tab (a reload after an edit stays signed in); the shell's key is not used. */
export const DEV_TOKEN_KEY = 'chapter.devHost.token';

const ANONYMOUS = { status: 'anonymous', token: null, role: 'USER', userId: null } as const;

function remember(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(DEV_TOKEN_KEY, token);
    else sessionStorage.removeItem(DEV_TOKEN_KEY);
  } catch {
    // storage may be unavailable (private mode): the sign-in then lasts until the page reloads
  }
}

function stored(): string | null {
  try {
    return sessionStorage.getItem(DEV_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Checks a token with the real API and publishes the session it gives, or the anonymous one. */
async function adopt(token: string): Promise<void> {
  const check = await call('GET /auth/verify-auth-token', {
    headers: { Authorization: `Bearer ${token}` },
    expireSessionOn401: false,
  });
  if (!check.ok) {
    remember(null);
    session$.next({ ...ANONYMOUS });
    return;
  }
  remember(token);
  const role = isRole(check.data?.role) ? check.data.role : 'USER';
  session$.next({ status: 'authenticated', token, role, userId: check.data?.userId ?? null });
}

/** A stand-in for the shell's session owner while this remote runs alone: sign-in and sign-out requests of the bus. */
export function startDevSession(): () => void {
  const token = stored();
  session$.next(token ? { status: 'unknown', token, role: 'USER', userId: null } : { ...ANONYMOUS });
  if (token) void adopt(token);
  const subscription = sessionRequests$.subscribe((request) => {
    if (request.type === 'signIn') {
      void adopt(request.token);
      return;
    }
    remember(null);
    session$.next({ ...ANONYMOUS });
  });
  return () => subscription.unsubscribe();
}
