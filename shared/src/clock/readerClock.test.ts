import { browserClock, CLOCK_COOKIE, clockOfCookie, clockText, parseClock, rememberBrowserClock } from './readerClock';

/** The clock cookie's value in this document's cookies (the API reads a request's the same way, api/src/cookies.ts). */
const clockInCookies = () => clockOfCookie(new RegExp(`(?:^|; )${CLOCK_COOKIE}=([^;]*)`).exec(document.cookie)?.[1] ?? null);

const clearCookie = () => (document.cookie = `${CLOCK_COOKIE}=; Path=/; Max-Age=0`);
beforeEach(clearCookie);

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
  rememberBrowserClock();
  expect(clockInCookies()).toEqual(browserClock());
  const written = jest.spyOn(document, 'cookie', 'set');
  rememberBrowserClock();
  expect(written).not.toHaveBeenCalled();
  written.mockRestore();
  document.cookie = `${CLOCK_COOKIE}=${encodeURIComponent('Asia/Tokyo ja-JP')}; Path=/`;
  rememberBrowserClock();
  expect(clockInCookies()).toEqual(browserClock());
  expect(clockText(browserClock())).toBe(`${browserClock().timeZone} ${browserClock().locale}`);
});
