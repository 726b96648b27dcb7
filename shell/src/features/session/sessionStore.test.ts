import { AUTH_STORAGE_KEY, INITIAL_SESSION, SESSION_COOKIE, requestSignIn, requestSignOut, session$ } from '@chapter/shared';
import { browserClock, clockText } from '@chapter/shared/readerClock';
import { fakeApi, tokenNaming } from '@chapter/shared/testing';
import { startSessionOwner } from './sessionOwner';
import { sessionStore } from './sessionStore';
import { drawnForThisBrowser } from './storedSession';

const VERIFY = 'GET /auth/verify-auth-token';
const cookie = () => new RegExp(`(?:^|; )${SESSION_COOKIE}=([^;]*)`).exec(document.cookie)?.[1] ?? null;
const clearCookie = () => (document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`);

let stop: () => void = () => undefined;
const start = () => {
  stop = startSessionOwner({ storage: sessionStore(window.localStorage), toastError: jest.fn(), navigate: jest.fn(), reloadAt: jest.fn() });
};

beforeEach(() => {
  session$.next(INITIAL_SESSION);
  window.localStorage.clear();
  clearCookie();
  fakeApi({ [VERIFY]: { status: 200, body: { message: 'Token is valid', userId: 'u1', role: 'USER' } } });
});
afterEach(() => stop());

test('signing in keeps the token in the session cookie too, and signing out clears both', () => {
  start();
  const token = tokenNaming('u1');
  requestSignIn(token);
  expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBe(token);
  expect(cookie()).toBe(token);
  requestSignOut();
  expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  expect(cookie()).toBeNull();
});

test('a session stored before the cookie existed gets it at start; with none stored, a cookie left over is cleared', () => {
  const token = tokenNaming('u1');
  window.localStorage.setItem(AUTH_STORAGE_KEY, token);
  start();
  expect(cookie()).toBe(token);
  stop();

  window.localStorage.clear();
  start();
  expect(cookie()).toBeNull();
});

test('a token the server refuses leaves neither copy behind', async () => {
  fakeApi({ [VERIFY]: { status: 400, body: { message: 'Token is not valid' } } });
  window.localStorage.setItem(AUTH_STORAGE_KEY, tokenNaming('u1'));
  start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  expect(cookie()).toBeNull();
});

test("a page drawn for a member is this browser's only while it holds that member's session; a visitor's only while it holds none", () => {
  const root = document.createElement('div');
  root.dataset.member = 'u1';
  const here = clockText(browserClock());
  root.dataset.clock = here;
  expect(drawnForThisBrowser(root, here)).toBe(false);
  window.localStorage.setItem(AUTH_STORAGE_KEY, tokenNaming('u2'));
  expect(drawnForThisBrowser(root, here)).toBe(false);
  window.localStorage.setItem(AUTH_STORAGE_KEY, tokenNaming('u1'));
  expect(drawnForThisBrowser(root, here)).toBe(true);

  const visitors = document.createElement('div');
  expect(drawnForThisBrowser(visitors, here)).toBe(false);
  window.localStorage.clear();
  expect(drawnForThisBrowser(visitors, here)).toBe(true);
});

test("a member's page drawn in another time zone or locale than this browser's is not this browser's: the app draws it anew", () => {
  window.localStorage.setItem(AUTH_STORAGE_KEY, tokenNaming('u1'));
  const { timeZone, locale } = browserClock();
  const here = clockText(browserClock());
  const root = document.createElement('div');
  root.dataset.member = 'u1';
  expect(drawnForThisBrowser(root, here)).toBe(false);
  for (const [zone, inLocale] of [
    [timeZone === 'Asia/Kolkata' ? 'Europe/Paris' : 'Asia/Kolkata', locale],
    [timeZone, locale === 'fr-FR' ? 'de-DE' : 'fr-FR'],
  ]) {
    root.dataset.clock = `${zone} ${inLocale}`;
    expect(drawnForThisBrowser(root, here)).toBe(false);
  }
  root.dataset.clock = `${timeZone} ${locale}`;
  expect(drawnForThisBrowser(root, here)).toBe(true);
});
