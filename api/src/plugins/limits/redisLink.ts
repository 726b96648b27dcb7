import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The longest a request waits for Redis (docs/operations.md, "When Redis is lost"): every command on the shared client
 * fails after this many milliseconds, and while Redis is known to be down no request asks it at all.
 */
export const REDIS_WAIT_MS = 250;

/** While Redis is down, how often the instance asks it (PING) whether it answers again, for a Redis that hangs without closing. */
export const REDIS_PROBE_MS = 1000;

export const REDIS_LOST = 'Redis unreachable: limits counted per instance until it answers';
export const REDIS_BACK = 'Redis answers again: limits shared between instances';

/** What GET /health says about Redis: `not-used` without REDIS_URL; `redisSince` is when the outage began. */
export interface RedisState {
  redis: 'up' | 'down' | 'not-used';
  redisSince?: string;
}

/**
 * Whether the shared Redis answers, as this instance last saw it. Lost when the connection closes or a command fails
 * (a time-out included); back when ioredis reconnects (it retries by itself) or a probe answers. One warning per
 * outage and one info when it ends, whatever the number of requests in between.
 */
export class RedisLink {
  private downSince: Date | null = null;
  private probe: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    readonly client: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly probeMs = REDIS_PROBE_MS,
  ) {
    client.on('ready', () => this.back());
    client.on('close', () => this.lost());
    if (client.status !== 'ready') this.lost();
  }

  /** Whether a request may count in Redis now (else it counts in this instance's memory). */
  usable(): boolean {
    return !this.closed && this.downSince === null && this.client.status === 'ready';
  }

  /** A command failed or timed out: Redis counts as down until it answers again. */
  failed(): void {
    this.lost();
  }

  state(): RedisState {
    return this.downSince ? { redis: 'down', redisSince: this.downSince.toISOString() } : { redis: 'up' };
  }

  /** Stops probing and closes the client (the app is closing: not an outage). */
  async close(): Promise<void> {
    this.closed = true;
    this.stopProbe();
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }

  private lost(): void {
    if (this.closed || this.downSince) return;
    this.downSince = new Date();
    this.log.warn({ redis: 'down' }, REDIS_LOST);
    this.probe = setInterval(() => {
      if (this.client.status !== 'ready') return; // reconnecting: 'ready' will say when it is back
      this.client.ping().then(
        () => this.back(),
        () => undefined,
      );
    }, this.probeMs);
    this.probe.unref();
  }

  private back(): void {
    if (this.closed || !this.downSince) return;
    const downForMs = Date.now() - this.downSince.getTime();
    this.downSince = null;
    this.stopProbe();
    this.log.info({ redis: 'up', downForMs }, REDIS_BACK);
  }

  private stopProbe(): void {
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
  }
}
