// The cookie every page's start script writes (rememberBrowserClock, shared/src/clock/readerClock.ts): the browser's
// time zone and locale, which the server draws a member's pages in (docs/architecture.md, "The reader's clock"). The
// benches sign in without a page of the app, so they write it themselves, from the browser they measure.

/** `[name, value]` of the browser's clock cookie. Runs in the page (page.evaluate). */
export function clockCookieInPage() {
  const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
  return ['chapter_clock', encodeURIComponent(`${timeZone} ${locale}`)];
}
