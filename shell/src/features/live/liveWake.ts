import { LIVE_EVENT_TYPES, isBroadcast } from '@chapter/shared/liveEvents';
import { retryDelay, type EventSourceLike } from './liveConnection';

/**
 * A member's page the server drew starts its app on the member's first act (docs/architecture.md, "Members' pages drawn
 * by the server"). What the page shows live must still move while nobody touches it (a board left on screen during a
 * contest, a new notification): until the app starts, the start script holds the page's live stream itself, and the
 * first event the stream brings starts the app. The app's own stream then resumes from just before that event
 * (takeLiveResume), so that event and every later one reach the app's bus as if it had been listening.
 *
 * From the start script (shell/src/start.ts): nothing here may import the kit's singletons (they do not exist yet).
 */

/** Where the start script leaves the resume point for the app's stream (one symbol, whichever bundle copy reads it). */
const RESUME = Symbol.for('chapter.liveResume');
type Holder = { [RESUME]?: string };

/** A stream id as the page may pass it on: a whole number (the server's ids are the live log's row ids). */
const STREAM_ID = /^\d{1,15}$/;

export interface LiveWakeDeps {
  /** The stored session token: the ticket is asked with it, as the app asks it. */
  token: string;
  /** The API's base (API_BASE): the ticket is `${base}/stream/ticket`, the stream `${base}/stream`. */
  apiBase: string;
  /**
   * The live log's id the server read before drawing the page (`data-live-from`): the stream opens from it, so a change
   * made since the page was drawn (before the stream opened) is told too, and wakes the app.
   */
  from?: string | null;
  fetch?: typeof fetch;
  openStream?: (url: string) => EventSourceLike;
  /** 0 ≤ random() < 1: spreads the reopens as the app's stream does (liveConnection.ts, retryDelay). */
  random?: () => number;
  /**
   * Which events wake the app. Absent (a page that does not say), every event does. `wakeOn` is the page's declaration
   * (`data-live-wake`, areas.json): the events sent to every member that change what the page shows; `member` is whom
   * the page was drawn for (`data-member`), whose own points show a toast on any page.
   */
  wakes?: { wakeOn: string; member: string } | null;
}

/**
 * Whether an event changes what a drawn page shows, so that it must start its app (docs/live.md, "Waking a drawn
 * page"): an event sent to this member alone or `reset`, the member's own points (their toast), or an event the page
 * declares it shows. Any other leaves the page as it is until the member acts; the app then reads its page again.
 */
export function wakesPage(type: string, data: string, wakes: LiveWakeDeps['wakes']): boolean {
  // Not sent to every member: a notification or solved problems of this member's, or `reset`; any page shows them.
  if (!wakes || !isBroadcast(type) || wakes.wakeOn.split(' ').includes(type)) return true;
  if (type !== 'points') return false;
  try {
    return (JSON.parse(data) as { userId?: unknown }).userId === wakes.member;
  } catch {
    return true;
  }
}

/**
 * The id just before `id`: the stream's ids are whole numbers, and a stream opened from the one before an event replays
 * that event first. Null when `id` is not one (the app then opens a fresh stream; its pages read once more anyway).
 */
export function resumeBefore(id: string): string | null {
  if (!STREAM_ID.test(id)) return null;
  const before = Number(id) - 1;
  return before >= 0 ? String(before) : null;
}

/** The resume point the start script left for the app's stream, once: null when it left none. */
export function takeLiveResume(): string | null {
  const holder = globalThis as Holder;
  const resume = holder[RESUME] ?? null;
  delete holder[RESUME];
  return resume;
}

/**
 * Asks a stream ticket with the member's token, opens the stream and calls `wake` on its first event, leaving the
 * resume point for the app. A stream that ends (the server ends each after about ten minutes, or the network drops it)
 * is opened again with a new ticket from the same point, so a page left on screen for hours still wakes; a refused
 * ticket is asked again the same way, unless the session is over (401, 403: the app, once the member acts, says so).
 * Answers a function that closes the stream (the app starts on an act).
 */
export function wakeOnLiveEvent(deps: LiveWakeDeps, wake: () => void): () => void {
  const send = deps.fetch ?? fetch;
  const openStream = deps.openStream ?? ((url: string) => new EventSource(url) as EventSourceLike);
  const from = deps.from && STREAM_ID.test(deps.from) ? `?lastEventId=${deps.from}` : '';
  let stream: EventSourceLike | null = null;
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(retry);
    stream?.close();
    stream = null;
  };
  const again = () => {
    stream?.close();
    stream = null;
    if (stopped) return;
    failures += 1;
    // The app's stream's back-off: 1 s, 2 s, 4 s … at most 30 s, spread by up to a quarter.
    retry = setTimeout(connect, retryDelay(failures, deps.random));
  };

  function connect(): void {
    void send(`${deps.apiBase}/stream/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${deps.token}` },
      credentials: 'same-origin',
    })
      .then(async (response) => {
        // Read to its end, so the request is done (the answer says only until when the ticket opens a stream).
        await response.text().catch(() => '');
        if (stopped) return;
        // The session is over: the page waits for the member, and the app then says so.
        if (response.status === 401 || response.status === 403) return stop();
        if (!response.ok) return again();
        // No event has come yet (one would have woken the app): each stream starts from the page's own point.
        const opened = openStream(`${deps.apiBase}/stream${from}`);
        stream = opened;
        opened.addEventListener('open', () => {
          if (stream === opened) failures = 0;
        });
        const onEvent = (event: MessageEvent<string>) => {
          if (stopped || stream !== opened || !wakesPage(event.type, event.data, deps.wakes)) return;
          const resume = event.lastEventId ? resumeBefore(event.lastEventId) : null;
          if (resume !== null) (globalThis as Holder)[RESUME] = resume;
          stop();
          wake();
        };
        for (const type of LIVE_EVENT_TYPES) opened.addEventListener(type, onEvent);
        // Ended or dropped: opened again with a new ticket (the browser's own reconnection would need one anyway).
        opened.addEventListener('error', () => {
          if (stream === opened) again();
        });
      })
      .catch(() => {
        if (!stopped) again();
      });
  }

  connect();
  return stop;
}
