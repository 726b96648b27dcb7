import type { Kysely } from 'kysely';
import { LIVE_HEARTBEAT_SECONDS, type LiveEvent } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { enrichEvents, type EnrichSettings, type OutgoingEvent } from './enrich';
import { logBounds, pruneLog, READ_BATCH, readAfter, readRange } from './log';

/** One open stream, as the hub sees it: whose it is and how to write to it. */
export interface StreamClient {
  userId: string;
  /** Writes one SSE frame; false when the connection's buffer is over its limit (the hub then closes it). */
  write(frame: string): boolean;
  close(): void;
}

export interface HubOptions extends EnrichSettings {
  /** How often the log is read while streams are open. */
  pollMs?: number;
  /** How long an id skipped by a read (its transaction had not committed) is looked for again. */
  gapMs?: number;
  log: { warn(details: object, message: string): void };
}

/** The SSE frame of one event: its id (the page's Last-Event-ID), its type and its JSON. */
export const frameOf = (id: number, event: LiveEvent): string => `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
const HEARTBEAT = ': ping\n\n';
const PRUNE_EVERY_MS = 60_000;

/** An event as written to the wire, once for all the streams that get it. */
interface Frame {
  id: number;
  userId: string | null;
  text: string;
}
const toFrame = ({ id, userId, event }: OutgoingEvent): Frame => ({ id, userId, text: frameOf(id, event) });

interface Attached {
  client: StreamClient;
  /** Events that arrived while its replay was being read; sent after it. */
  pending: Frame[] | null;
  /**
   * The page's Last-Event-ID: it has every event up to it, so none is sent again. Coming from another instance's
   * stream, it may be ahead of what this hub has read, and this hub's next reads bring events the page already has.
   */
  seen: number;
}

/**
 * Fans the live log out to this process's open streams (docs/live.md). While at least one stream is open it reads the
 * log every `pollMs` after the last id it has seen, so events written through any instance (or a job's process)
 * reach every page; with none open it reads nothing. Ids are handed out when a transaction inserts, so a transaction
 * that commits later than a newer one leaves a gap a read skips: gaps are read again until `gapMs` has passed
 * (a rolled-back insert never fills its gap).
 */
export class LiveHub {
  private readonly streams = new Set<Attached>();
  private cursor: number | null = null;
  private starting: Promise<void> | null = null;
  private readonly gaps = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private reading = false;
  private failing = false;
  private prunedAt = 0;
  private closed = false;
  private readonly pollMs: number;
  private readonly gapMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: HubOptions,
  ) {
    this.pollMs = options.pollMs ?? 250;
    this.gapMs = options.gapMs ?? 60_000;
  }

  get size(): number {
    return this.streams.size;
  }

  /**
   * Starts sending the log's new events to `client`. With `lastEventId` (a reconnecting page) it first replays what
   * came after it, or sends `reset` when that is no longer in the log (older than the replay window, or an id the log
   * never had: a restored database).
   */
  async attach(client: StreamClient, lastEventId: number | null): Promise<() => void> {
    if (this.closed) throw new Error('the live hub is closed');
    await this.start();
    const attached: Attached = { client, pending: lastEventId === null ? null : [], seen: lastEventId ?? -1 };
    this.streams.add(attached);
    const detach = () => {
      this.streams.delete(attached);
      if (this.streams.size === 0) this.idle();
    };
    if (lastEventId !== null) {
      try {
        await this.replay(attached, lastEventId);
      } catch (error) {
        this.options.log.warn({ err: error }, 'replaying the live log failed; the page is told to read again');
        this.send(attached, frameOf(this.cursor ?? 0, { type: 'reset' }));
      }
      const pending = attached.pending ?? [];
      attached.pending = null;
      for (const frame of pending) this.deliver(attached, frame);
    }
    return detach;
  }

  /**
   * Ends the streams of members who may no longer have one: blocked or deleted since their stream opened. Called when
   * the sessions' epoch moves (the bus's 'auth' message), so such a stream does not live on until its end of life.
   */
  async dropRevoked(): Promise<number> {
    const ids = [...new Set([...this.streams].map((attached) => attached.client.userId))];
    if (ids.length === 0) return 0;
    const allowed = new Set(
      (await this.db.selectFrom('users').select('id').where('id', 'in', ids).where('blocked', '=', false).execute()).map((row) => row.id),
    );
    let dropped = 0;
    for (const attached of [...this.streams]) {
      if (allowed.has(attached.client.userId)) continue;
      attached.client.close();
      this.streams.delete(attached);
      dropped += 1;
    }
    if (this.streams.size === 0) this.idle();
    return dropped;
  }

  /** Ends every stream and stops reading (the app is closing). */
  close(): void {
    this.closed = true;
    for (const attached of this.streams) attached.client.close();
    this.streams.clear();
    this.idle();
  }

  private async start(): Promise<void> {
    if (this.cursor !== null) return;
    this.starting ??= (async () => {
      const { last } = await logBounds(this.db);
      this.cursor = last ?? 0;
      this.gaps.clear();
      this.schedule(this.pollMs);
      this.heartbeat = setInterval(() => {
        for (const attached of this.streams) this.send(attached, HEARTBEAT);
      }, LIVE_HEARTBEAT_SECONDS * 1000);
      this.heartbeat.unref();
    })().finally(() => {
      this.starting = null;
    });
    await this.starting;
  }

  private idle(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = this.heartbeat = null;
    this.cursor = null;
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), delay);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    if (this.reading || this.cursor === null) return;
    this.reading = true;
    let more = false;
    try {
      more = await this.readOnce();
      if (this.failing) this.options.log.warn({}, 'reading the live log works again');
      this.failing = false;
    } catch (error) {
      // One warning per outage, not one per poll; the next poll tries again from the same place.
      if (!this.failing) this.options.log.warn({ err: error }, 'reading the live log failed; retrying');
      this.failing = true;
    } finally {
      this.reading = false;
      if (this.cursor !== null && this.streams.size > 0) this.schedule(more ? 0 : this.pollMs);
    }
  }

  /** One read of the log: sends what is new; true when a full batch came (more may be waiting). */
  private async readOnce(): Promise<boolean> {
    const now = Date.now();
    for (const [id, seen] of this.gaps) if (now - seen > this.gapMs) this.gaps.delete(id);
    const from = this.cursor ?? 0;
    const rows = await readAfter(this.db, from, [...this.gaps.keys()]);
    if (this.cursor === null) return false;
    let top = from;
    const ids = new Set<number>();
    for (const row of rows) {
      ids.add(row.id);
      this.gaps.delete(row.id);
      if (row.id > top) top = row.id;
    }
    // Ids between the old cursor and the newest read that did not come: their transactions may still commit.
    for (let id = from + 1; id < top && this.gaps.size < 10_000; id += 1) if (!ids.has(id)) this.gaps.set(id, now);
    this.cursor = top;
    if (rows.length > 0) {
      const frames = (await enrichEvents(this.db, this.options, rows)).map(toFrame);
      for (const frame of frames) for (const attached of this.streams) this.deliver(attached, frame);
    }
    if (now - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await pruneLog(this.db);
    }
    return rows.length === READ_BATCH;
  }

  private async replay(attached: Attached, lastEventId: number): Promise<void> {
    const upTo = this.cursor ?? 0;
    const { first, last } = await logBounds(this.db);
    const lost = last === null ? lastEventId > 0 : lastEventId > last || lastEventId < first! - 1;
    if (lost) {
      // Its id is not in this log (a restored database): it reads everything again, and every event from now on is new.
      attached.seen = -1;
      this.send(attached, frameOf(upTo, { type: 'reset' }));
      return;
    }
    const replayed = await enrichEvents(this.db, this.options, await readRange(this.db, lastEventId, upTo));
    const sent = new Set<number>();
    for (const event of replayed) {
      sent.add(event.id);
      this.write(attached, toFrame(event));
    }
    if (attached.pending) attached.pending = attached.pending.filter((frame) => !sent.has(frame.id));
  }

  private deliver(attached: Attached, frame: Frame): void {
    if (attached.pending) attached.pending.push(frame);
    else this.write(attached, frame);
  }

  private write(attached: Attached, { id, userId, text }: Frame): void {
    if (id <= attached.seen || (userId !== null && userId !== attached.client.userId)) return;
    this.send(attached, text);
  }

  private send(attached: Attached, frame: string): void {
    if (attached.client.write(frame)) return;
    // A page that does not read (a dead connection the kernel still buffers for) is closed; it reconnects and replays.
    attached.client.close();
    this.streams.delete(attached);
    if (this.streams.size === 0) this.idle();
  }
}
