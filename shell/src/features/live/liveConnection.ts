import type { LiveStatus } from '@chapter/shared';
import { LIVE_EVENT_TYPES } from '@chapter/shared/liveEvents';
import type { LiveEvent } from '@chapter/shared/types';

/** The part of an EventSource the connection uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser gave up (the server refused the stream, e.g. an expired ticket). */
const CLOSED = 2;

/** A reopen after a failure waits 1 s, 2 s, 4 s … (doubling per failure in a row), never more than this. */
export const LIVE_RETRY_MAX_MS = 30_000;
export const LIVE_RETRY_FIRST_MS = 1_000;
/** A stream that has not opened this long after it was asked for (or after the browser began reconnecting) is reopened with a fresh ticket. */
export const LIVE_OPEN_TIMEOUT_MS = 10_000;

export interface LiveConnectionDeps {
  /** Asks for a stream ticket with the bearer token (POST /stream/ticket); the answer sets the HttpOnly cookie. */
  getTicket: () => Promise<{ ok: boolean; status: number }>;
  /** Opens the stream at `url` (never carrying the token: the cookie authenticates it). */
  openStream: (url: string) => EventSourceLike;
  /** Where the stream is: the API's /stream. */
  streamUrl: string;
  publish: (event: LiveEvent) => void;
  setStatus: (status: LiveStatus) => void;
  /** Tells when the browser loses the network (the stream is given up) and has it again (a reopen waiting out its back-off goes at once). */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The Last-Event-ID to open the first stream from (the start script's stream left it, liveWake.ts): its later events are replayed. */
  resumeFrom?: string | null;
  /** 0 ≤ random() < 1; spreads reopens over a quarter of the delay so many pages do not reconnect at the same instant. */
  random?: () => number;
}

/** How long the reopen after `failures` failures in a row waits: 1 s, 2 s, 4 s … at most 30 s, plus up to a quarter. */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (1 + random() / 4));
}

/** A received `event:` of the stream as a LiveEvent, or null when its data is not one (it is then ignored). */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  try {
    const event: unknown = JSON.parse(data);
    if (event && typeof event === 'object' && (event as { type?: unknown }).type === type) return event as LiveEvent;
  } catch {
    // Not JSON: ignored like an unknown event.
  }
  return null;
}

/**
 * The page's one live event stream (docs/live.md), open until the returned function is called (sign-out):
 * - it asks for a ticket, then opens the stream; every typed event goes on the bus and its id is kept;
 * - the browser refused or gave up the stream (readyState CLOSED, e.g. the minute-long ticket expired after the server
 *   ended a stream, as it does every few minutes): a fresh ticket, and the stream reopens from the last id
 *   (`?lastEventId=`, so the server replays what was missed), after 1 s, 2 s, 4 s … up to 30 s;
 * - the browser is reconnecting on its own (it sends Last-Event-ID itself): it is left to, but a stream not open
 *   10 s later is closed and reopened with a fresh ticket;
 * - the browser went offline: the stream is closed and reopened as above, at once when the browser is online again.
 * The status goes 'connecting' → 'open', 'retrying' after any failure, and 'off' when stopped.
 */
export function startLiveConnection(deps: LiveConnectionDeps): () => void {
  const random = deps.random ?? Math.random;
  let stopped = false;
  let source: EventSourceLike | null = null;
  let lastId: string | null = deps.resumeFrom ?? null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let openTimer: ReturnType<typeof setTimeout> | undefined;

  const closeSource = () => {
    clearTimeout(openTimer);
    openTimer = undefined;
    source?.close();
    source = null;
  };

  const reopenLater = () => {
    closeSource();
    if (stopped) return;
    deps.setStatus('retrying');
    failures += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), retryDelay(failures, random));
  };

  // The stream must open within LIVE_OPEN_TIMEOUT_MS, or it is given up and reopened.
  const watch = (stream: EventSourceLike) => {
    if (openTimer !== undefined) return;
    openTimer = setTimeout(() => {
      openTimer = undefined;
      if (source === stream) reopenLater();
    }, LIVE_OPEN_TIMEOUT_MS);
  };

  async function connect(): Promise<void> {
    retryTimer = undefined;
    const ticket = await deps.getTicket();
    if (stopped) return;
    // A refused ticket is retried like a dropped stream; a 401 also ends the session (the API client reports it), which stops this.
    if (!ticket.ok) return reopenLater();
    const url = lastId ? `${deps.streamUrl}?lastEventId=${encodeURIComponent(lastId)}` : deps.streamUrl;
    const stream = deps.openStream(url);
    source = stream;
    watch(stream);
    stream.addEventListener('open', () => {
      if (source !== stream) return;
      clearTimeout(openTimer);
      openTimer = undefined;
      failures = 0;
      deps.setStatus('open');
    });
    stream.addEventListener('error', () => {
      if (source !== stream) return;
      if (stream.readyState === CLOSED) return reopenLater();
      deps.setStatus('retrying');
      watch(stream);
    });
    for (const type of LIVE_EVENT_TYPES) {
      stream.addEventListener(type, (message) => {
        if (source !== stream) return;
        if (message.lastEventId) lastId = message.lastEventId;
        const event = parseLiveEvent(type, message.data);
        if (event) deps.publish(event);
      });
    }
  }

  const onOnline = () => {
    if (stopped || source || retryTimer === undefined) return;
    clearTimeout(retryTimer);
    void connect();
  };
  // The browser says it lost the network: the stream is gone with it, whether or not its socket has noticed yet.
  const onOffline = () => {
    if (!stopped && source) reopenLater();
  };

  deps.setStatus('connecting');
  deps.network?.addEventListener('online', onOnline);
  deps.network?.addEventListener('offline', onOffline);
  void connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    closeSource();
    deps.network?.removeEventListener('online', onOnline);
    deps.network?.removeEventListener('offline', onOffline);
    deps.setStatus('off');
  };
}
