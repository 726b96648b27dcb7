import { browserClock, CLOCK_COOKIE, clockOfCookies, clockText, parseClock, rememberBrowserClock } from './readerClock';

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

test("reads the clock from a request's cookies, ignoring what is not one", () => {
  expect(clockOfCookies(`a=b; ${CLOCK_COOKIE}=Europe%2FLondon%20en-GB; c=d`)).toEqual({ timeZone: 'Europe/London', locale: 'en-GB' });
  expect(clockOfCookies(undefined)).toBeNull();
  expect(clockOfCookies('a=b')).toBeNull();
  expect(clockOfCookies(`${CLOCK_COOKIE}=%E0%A4%A`)).toBeNull();
  expect(clockOfCookies(`x${CLOCK_COOKIE}=Europe%2FLondon%20en-GB`)).toBeNull();
});

test("keeps this browser's clock in the cookie the server reads, writing it only when it changed", () => {
  rememberBrowserClock();
  expect(clockOfCookies(document.cookie)).toEqual(browserClock());
  const written = jest.spyOn(document, 'cookie', 'set');
  rememberBrowserClock();
  expect(written).not.toHaveBeenCalled();
  written.mockRestore();
  document.cookie = `${CLOCK_COOKIE}=${encodeURIComponent('Asia/Tokyo ja-JP')}; Path=/`;
  rememberBrowserClock();
  expect(clockOfCookies(document.cookie)).toEqual(browserClock());
  expect(clockText(browserClock())).toBe(`${browserClock().timeZone} ${browserClock().locale}`);
});
