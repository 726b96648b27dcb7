// The reader's clock: the time zone and locale a browser shows times in (docs/architecture.md, "The reader's clock").
// A member's page the server draws shows times as their browser would: the start script keeps the browser's clock in
// a cookie, the server draws with it and names it on the page (`data-clock`), and the shell hydrates the page only
// in a browser whose clock it names. Plain functions, no state: the start script and the API use them too.

/** The cookie holding the browser's clock, written by every page's start script. */
export const CLOCK_COOKIE = 'chapter_clock';

export interface ReaderClock {
  /** An IANA zone, as the browser names it ('Asia/Kolkata'). */
  timeZone: string;
  /** A BCP 47 locale, as the browser resolves it ('en-IN'). */
  locale: string;
}

/** This browser's (or process's) clock. */
export function browserClock(): ReaderClock {
  const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
  return { timeZone, locale };
}

/** 'Asia/Kolkata en-IN': how a page names the clock it was drawn with. */
export const clockText = (clock: ReaderClock): string => `${clock.timeZone} ${clock.locale}`;

/** A zone or locale name: letters, digits and the few signs IANA and BCP 47 names use, not too long. */
const NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;

/**
 * The clock `text` names, or null when it is not one this runtime draws exactly as named: an unknown zone, a locale
 * it would resolve to another (it would draw in that one, and the page would not match the browser's first render).
 */
export function parseClock(text: string): ReaderClock | null {
  const [timeZone, locale, ...rest] = text.split(' ');
  if (rest.length || !timeZone || !locale || !NAME.test(timeZone) || !NAME.test(locale)) return null;
  try {
    return new Intl.DateTimeFormat(locale, { timeZone }).resolvedOptions().locale === locale ? { timeZone, locale } : null;
  } catch {
    return null;
  }
}

/** The clock a CLOCK_COOKIE value names (as sent, URI-encoded), or null. */
export function clockOfCookie(value: string | null): ReaderClock | null {
  if (!value || value.length > 200) return null;
  try {
    return parseClock(decodeURIComponent(value));
  } catch {
    return null;
  }
}

/** As long as the cookie is kept; every page writes it again when the browser's clock changes. */
const CLOCK_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Keeps this browser's clock in its cookie (written only when it changed), for the next page the server draws. */
export function rememberBrowserClock(doc: Document = document): void {
  const value = encodeURIComponent(clockText(browserClock()));
  if (doc.cookie.split(/;\s*/).includes(`${CLOCK_COOKIE}=${value}`)) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CLOCK_COOKIE}=${value}; Path=/; Max-Age=${CLOCK_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
