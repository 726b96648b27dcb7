// The reader's clock: the time zone and locale a browser shows times in (docs/architecture.md, "The reader's clock").
// A member's page the server draws shows times as their browser would: the app (and a member's page's start script)
// keeps the browser's clock in a cookie, the server draws with it and names it on the page (`data-clock`), and the
// shell hydrates the page only in a browser whose clock it names. Plain functions, no state: the start script and the
// API use them too.

/** The cookie holding the browser's clock (rememberBrowserClock). */
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

/** Where the browser keeps the clock it last read with Intl, beside what it was read under (`clockFingerprint`). */
export const KNOWN_CLOCK_KEY = 'chapter_clock';

/**
 * What changes when the browser's clock does, read without Intl: its languages and this year's UTC offsets in January
 * and July. Intl's first use in a page starts ICU, 10 to 30 ms of a desktop's main thread (docs/performance.md), which
 * the start script must not spend on every page.
 */
export function clockFingerprint(): string {
  const year = new Date().getFullYear();
  const offsets = [0, 6].map((month) => new Date(year, month, 1).getTimezoneOffset());
  return [navigator.languages.join(','), ...offsets].join('|');
}

interface KnownClock {
  fingerprint: string;
  clock: string;
}

function knownClock(storage: Storage | null): KnownClock | null {
  try {
    const known: unknown = JSON.parse(storage?.getItem(KNOWN_CLOCK_KEY) ?? 'null');
    const { fingerprint, clock } = (known ?? {}) as Partial<KnownClock>;
    return typeof fingerprint === 'string' && typeof clock === 'string' ? { fingerprint, clock } : null;
  } catch {
    return null;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** As long as the cookie is kept; the app writes it again whenever the browser's clock changes. */
const CLOCK_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function writeClockCookie(doc: Document, clock: string): void {
  const value = encodeURIComponent(clock);
  if (doc.cookie.split(/;\s*/).includes(`${CLOCK_COOKIE}=${value}`)) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CLOCK_COOKIE}=${value}; Path=/; Max-Age=${CLOCK_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * This browser's clock as `clockText`, kept in its cookie for the next page the server draws (written when it changed)
 * and on the device with its fingerprint. `exact` reads it with Intl (the app, which formats with Intl anyway); otherwise
 * (the start script) the clock last read is taken as it is while its fingerprint still matches, and read afresh when not.
 * docs/architecture.md, "The reader's clock".
 */
export function rememberBrowserClock({ exact }: { exact: boolean }, doc: Document = document, storage = localStorageOrNull()): string {
  const fingerprint = clockFingerprint();
  const known = knownClock(storage);
  if (!exact && known?.fingerprint === fingerprint) return known.clock;
  const clock = clockText(browserClock());
  writeClockCookie(doc, clock);
  if (known?.fingerprint !== fingerprint || known.clock !== clock) {
    try {
      storage?.setItem(KNOWN_CLOCK_KEY, JSON.stringify({ fingerprint, clock } satisfies KnownClock));
    } catch {
      // A full or refused storage: the next page reads the clock with Intl again.
    }
  }
  return clock;
}
