// The browser's clock as the app keeps it (rememberBrowserClock, shared/src/clock/readerClock.ts): the cookie the
// server draws a member's pages with, and on the device the clock with what it was read under, which a member's page
// checks without Intl (docs/architecture.md, "The reader's clock"). The benches sign in without the app, so they keep
// both themselves, from the browser they measure; this must follow readerClock.ts (a stale copy would only cost the
// measured page one read with Intl).

/** `{ cookie: [name, value], kept: [key, value] }` for this browser. Runs in the page (page.evaluate). */
export function clockInPage() {
  const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
  const clock = `${timeZone} ${locale}`;
  const year = new Date().getFullYear();
  const offsets = [0, 6].map((month) => new Date(year, month, 1).getTimezoneOffset());
  const fingerprint = [navigator.languages.join(','), ...offsets].join('|');
  return { cookie: ['chapter_clock', encodeURIComponent(clock)], kept: ['chapter_clock', JSON.stringify({ fingerprint, clock })] };
}
