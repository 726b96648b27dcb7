import { LIVE_EVENT_TYPES } from '@chapter/shared/liveEvents';
import type { EventSourceLike } from './liveConnection';

/**
 * A member's page the server drew starts its app on the member's first act (docs/architecture.md, "Members' pages drawn
 * by the server"). What the page shows live must still move while nobody touches it (a board left on screen during a
 * contest, a new notification): until the app starts, the shell's entry holds the page's live stream itself, and the
 * first event the stream brings starts the app. The app's own stream then resumes from just before that event
 * (takeLiveResume), so that event and every later one reach the app's bus as if it had been listening.
 *
 * From the shell's entry: nothing here may import the kit's singletons (they do not exist yet).
 */

/** Where the entry leaves the resume point for the app's stream (one symbol, whichever bundle copy reads it). */
const RESUME = Symbol.for('chapter.liveResume');
type Holder = { [RESUME]?: string };

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
}

/**
 * The id just before `id`: the stream's ids are whole numbers, and a stream opened from the one before an event replays
 * that event first. Null when `id` is not one (the app then opens a fresh stream; its pages read once more anyway).
 */
export function resumeBefore(id: string): string | null {
  if (!/^\d{1,15}$/.test(id)) return null;
  const before = Number(id) - 1;
  return before >= 0 ? String(before) : null;
}

/** The resume point the entry left for the app's stream, once: null when it left none. */
export function takeLiveResume(): string | null {
  const holder = globalThis as Holder;
  const resume = holder[RESUME] ?? null;
  delete holder[RESUME];
  return resume;
}

/**
 * Asks a stream ticket with the member's token, opens the stream and calls `wake` on its first event, leaving the
 * resume point for the app. A refused ticket or a stream the server closes wakes nothing: the page stays as drawn and
 * the app, once the member acts, finds out why. Answers a function that closes the stream (the app starts on an act).
 */
export function wakeOnLiveEvent(deps: LiveWakeDeps, wake: () => void): () => void {
  const send = deps.fetch ?? fetch;
  const openStream = deps.openStream ?? ((url: string) => new EventSource(url) as EventSourceLike);
  let stream: EventSourceLike | null = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
    stream?.close();
    stream = null;
  };

  void send(`${deps.apiBase}/stream/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${deps.token}` },
    credentials: 'same-origin',
  })
    .then(async (response) => {
      // Read to its end, so the request is done (the answer says only until when the ticket opens a stream).
      await response.text().catch(() => '');
      if (stopped || !response.ok) return;
      const from = deps.from && /^\d{1,15}$/.test(deps.from) ? `?lastEventId=${deps.from}` : '';
      const opened = openStream(`${deps.apiBase}/stream${from}`);
      stream = opened;
      const onEvent = (event: MessageEvent<string>) => {
        if (stopped || stream !== opened) return;
        const resume = event.lastEventId ? resumeBefore(event.lastEventId) : null;
        if (resume !== null) (globalThis as Holder)[RESUME] = resume;
        stop();
        wake();
      };
      for (const type of LIVE_EVENT_TYPES) opened.addEventListener(type, onEvent);
      // The server or the network ended it: the page waits for the member instead of reconnecting (the app does that).
      opened.addEventListener('error', () => {
        if (stream === opened) stop();
      });
    })
    .catch(() => undefined);

  return stop;
}
