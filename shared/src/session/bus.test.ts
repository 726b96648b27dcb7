import { act, renderHook } from '@testing-library/react';
import { INITIAL_SESSION, getSession, reportSessionExpired, requestSignIn, requestSignOut, session$, sessionRequests$, type SessionRequest } from './bus';
import { useHasRole, useIsAuthenticated, useRole, useSession } from './hooks';

afterEach(() => session$.next(INITIAL_SESSION));

test('the session starts unknown with role USER and no token', () => {
  expect(getSession()).toEqual({ status: 'unknown', token: null, role: 'USER', userId: null });
});

test('the request helpers send signIn, signOut and expired to the owner', () => {
  const seen: SessionRequest[] = [];
  const subscription = sessionRequests$.subscribe((request) => seen.push(request));
  requestSignIn('abc');
  requestSignOut();
  reportSessionExpired();
  subscription.unsubscribe();
  expect(seen).toEqual([{ type: 'signIn', token: 'abc' }, { type: 'signOut' }, { type: 'expired' }]);
});

test('the hooks follow what the owner publishes', () => {
  const { result } = renderHook(() => ({ session: useSession(), role: useRole(), core: useHasRole('COREMEMBER'), signedIn: useIsAuthenticated() }));
  expect(result.current).toMatchObject({ role: 'USER', core: false, signedIn: false });
  act(() => session$.next({ status: 'authenticated', token: 't', role: 'PRESIDENT', userId: 'u1' }));
  expect(result.current).toMatchObject({ role: 'PRESIDENT', core: true, signedIn: true });
  expect(result.current.session.userId).toBe('u1');
  act(() => session$.next({ status: 'anonymous', token: null, role: 'USER', userId: null }));
  expect(result.current).toMatchObject({ core: false, signedIn: false });
});

test('useHasRole is false for a visitor even when USER is required', () => {
  const { result } = renderHook(() => useHasRole('USER'));
  expect(result.current).toBe(false);
});
