import { api, isRole, session$, sessionRequests$ } from '..';

/** A stand-in for the shell's session owner while this remote runs alone: in memory only, nothing stored. */
export function startDevSession(): () => void {
  session$.next({ status: 'anonymous', token: null, role: 'USER', userId: null });
  const subscription = sessionRequests$.subscribe(async (request) => {
    if (request.type !== 'signIn') {
      session$.next({ status: 'anonymous', token: null, role: 'USER', userId: null });
      return;
    }
    const check = await api.get<{ userId?: string; role?: string }>('/auth/verify-auth-token', { headers: { Authorization: `Bearer ${request.token}` } });
    const role = isRole(check.data?.role) ? check.data.role : 'USER';
    session$.next({ status: 'authenticated', token: request.token, role, userId: check.data?.userId ?? null });
  });
  return () => subscription.unsubscribe();
}
