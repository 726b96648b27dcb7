import type { FastifyReply } from 'fastify';
import type { LiveHub } from './hub';

/** A stream ends after about this long (spread by a minute so pages do not all come back at once); the page reopens it with a new ticket. */
export const STREAM_LIFE_MS = 10 * 60_000;
/** What a connection may have waiting to be sent before it counts as not reading. */
const MAX_BUFFERED = 1024 * 1024;

/**
 * Answers with an open text/event-stream and hands it to the hub. `resumeFrom` is the page's Last-Event-ID (header or
 * query): its missed events are replayed first; one that is not an id gets `reset`.
 */
export async function openStream(reply: FastifyReply, hub: LiveHub, userId: string, resumeFrom: string | undefined): Promise<void> {
  const lastEventId = resumeFrom === undefined ? null : /^\d{1,18}$/.test(resumeFrom) ? Number(resumeFrom) : -1;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Proxies that buffer answers (nginx) pass this one through as it is written.
    'x-accel-buffering': 'no',
  });
  // The browser waits this long before reconnecting by itself.
  raw.write('retry: 3000\n\n');

  let open = true;
  let detach: (() => void) | null = null;
  const life = setTimeout(() => raw.end(), STREAM_LIFE_MS + Math.floor(Math.random() * 60_000));
  life.unref();
  reply.request.raw.once('close', () => {
    open = false;
    clearTimeout(life);
    detach?.();
  });
  raw.once('close', () => {
    open = false;
    clearTimeout(life);
    detach?.();
  });
  const client = {
    userId,
    write: (frame: string) => {
      if (!open) return true;
      raw.write(frame);
      return raw.writableLength <= MAX_BUFFERED;
    },
    close: () => {
      open = false;
      raw.end();
    },
  };
  try {
    const off = await hub.attach(client, lastEventId);
    if (open) detach = off;
    else off();
  } catch {
    raw.end();
  }
}
