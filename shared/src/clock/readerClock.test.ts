import { browserClock, CLOCK_COOKIE, clockFingerprint, clockOfCookie, clockText, KNOWN_CLOCK_KEY, parseClock, rememberBrowserClock } from './readerClock';

/** The clock cookie's value in this document's cookies (the API reads a request's the same way, api/src/cookies.ts). */
const clockInCookies = () => clockOfCookie(new RegExp(`(?:^|; )${CLOCK_COOKIE}=([^;]*)`).exec(document.cookie)?.[1] ?? null);

const clearCookie = () => (document.cookie = `${CLOCK_COOKIE}=; Path=/; Max-Age=0`);
beforeEach(() => {
  clearCookie();
  window.localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

test('reads a zone and locale this runtime draws in exactly as named, and nothing else', () => {
  expect(parseClock('Asia/Kolkata en-IN')).toEqual({ timeZone: 'Asia/Kolkata', locale: 'en-IN' });
  expect(parseClock('America/Argentina/Buenos_Aires es-AR')).toEqual({ timeZone: 'America/Argentina/Buenos_Aires', locale: 'es-AR' });
  expect(parseClock('UTC en-US')).toEqual({ timeZone: 'UTC', locale: 'en-US' });
  for (const text of [
    '',
    'Asia/Kolkata',
    'Nowhere/Land en-IN',
    'Asia/Kolkata en_IN!',
    'Asia/Kolkata en-IN extra',
    ' Asia/Kolkata en-IN',
    'Asia/Kolkata x'.repeat(20),
  ]) {
    expect(parseClock(text)).toBeNull();
  }
});

test('reads the clock a cookie value names, URI-encoded as the start script writes it, and nothing else', () => {
  expect(clockOfCookie('Europe%2FLondon%20en-GB')).toEqual({ timeZone: 'Europe/London', locale: 'en-GB' });
  expect(clockOfCookie(null)).toBeNull();
  expect(clockOfCookie('')).toBeNull();
  expect(clockOfCookie('%E0%A4%A')).toBeNull();
  expect(clockOfCookie(`Europe%2FLondon%20en-GB${'%20'.repeat(100)}`)).toBeNull();
});

test("keeps this browser's clock in the cookie the server reads, writing it only when it changed", () => {
  const here = clockText(browserClock());
  expect(rememberBrowserClock({ exact: true })).toBe(here);
  expect(clockInCookies()).toEqual(browserClock());
  const written = jest.spyOn(document, 'cookie', 'set');
  rememberBrowserClock({ exact: true });
  expect(written).not.toHaveBeenCalled();
  written.mockRestore();
  document.cookie = `${CLOCK_COOKIE}=${encodeURIComponent('Asia/Tokyo ja-JP')}; Path=/`;
  rememberBrowserClock({ exact: true });
  expect(clockInCookies()).toEqual(browserClock());
});

test('the start script takes the clock last read while nothing it depends on changed, without Intl or the cookie', () => {
  const here = rememberBrowserClock({ exact: true });
  const intl = jest.spyOn(Intl, 'DateTimeFormat');
  const cookies = jest.spyOn(document, 'cookie', 'get');
  expect(rememberBrowserClock({ exact: false })).toBe(here);
  expect(intl).not.toHaveBeenCalled();
  expect(cookies).not.toHaveBeenCalled();
});

test('it reads the clock with Intl again when the languages or the UTC offsets changed, or nothing usable is kept', () => {
  const here = clockText(browserClock());
  for (const kept of [
    JSON.stringify({ fingerprint: 'fr-FR|-60|-120', clock: 'Europe/Paris fr-FR' }),
    JSON.stringify({ clock: 'Europe/Paris fr-FR' }),
    '{not json',
    null,
  ]) {
    if (kept === null) window.localStorage.removeItem(KNOWN_CLOCK_KEY);
    else window.localStorage.setItem(KNOWN_CLOCK_KEY, kept);
    document.cookie = `${CLOCK_COOKIE}=${encodeURIComponent('Europe/Paris fr-FR')}; Path=/`;
    expect(rememberBrowserClock({ exact: false })).toBe(here);
    expect(clockInCookies()).toEqual(browserClock());
    expect(JSON.parse(window.localStorage.getItem(KNOWN_CLOCK_KEY) ?? 'null')).toEqual({ fingerprint: clockFingerprint(), clock: here });
  }
  const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  expect(clockFingerprint()).not.toBe(JSON.parse(window.localStorage.getItem(KNOWN_CLOCK_KEY) ?? '{}').fingerprint);
  const intl = jest.spyOn(Intl, 'DateTimeFormat');
  rememberBrowserClock({ exact: false });
  expect(intl).toHaveBeenCalled();
  languages.mockRestore();
});

test('the app reads the clock with Intl whatever is kept: the kept one may be from before a change the fingerprint misses', () => {
  window.localStorage.setItem(KNOWN_CLOCK_KEY, JSON.stringify({ fingerprint: clockFingerprint(), clock: 'Asia/Colombo en-IN' }));
  expect(rememberBrowserClock({ exact: false })).toBe('Asia/Colombo en-IN');
  expect(rememberBrowserClock({ exact: true })).toBe(clockText(browserClock()));
  expect(rememberBrowserClock({ exact: false })).toBe(clockText(browserClock()));
});

test('storage that cannot be used only costs a read with Intl', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  expect(rememberBrowserClock({ exact: false })).toBe(clockText(browserClock()));
  expect(rememberBrowserClock({ exact: false }, document, null)).toBe(clockText(browserClock()));
  expect(clockInCookies()).toEqual(browserClock());
});
