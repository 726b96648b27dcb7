import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** What a message says has changed: the boards (to this version) or sessions (to this epoch). */
export interface Invalidation {
  topic: 'boards' | 'auth';
  version: string;
}

/**
 * Tells every API process that cached answers went out of date, so each drops them at once rather than when it next
 * meets a newer version. In one process a local emitter; with REDIS_URL, Redis pub/sub (a subscriber needs a
 * connection of its own). Correctness never rests on delivery: every cached answer is keyed by the version read from
 * the database after the request arrived (see versionGate.ts); the bus only frees memory early.
 */
export interface InvalidationBus {
  publish(message: Invalidation): Promise<void>;
  subscribe(listener: (message: Invalidation) => void): () => void;
  close(): Promise<void>;
}

export const BUS_CHANNEL = 'chapter-cache-invalidation';

export function localBus(): InvalidationBus {
  const emitter = new EventEmitter();
  return {
    publish: async (message) => void emitter.emit('message', message),
    subscribe: (listener) => {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

const parsed = (raw: string): Invalidation | null => {
  try {
    const value = JSON.parse(raw) as Partial<Invalidation>;
    return (value.topic === 'boards' || value.topic === 'auth') && typeof value.version === 'string' ? { topic: value.topic, version: value.version } : null;
  } catch {
    return null;
  }
};

/**
 * The bus over Redis: `publisher` is the shared client (the rate limiter's); the subscriber is its duplicate. While
 * Redis does not answer, a message is handed to this process's own listeners only, at once and without an error (the
 * others miss it: their answers stay right, the versions in the database decide); the subscriber resubscribes by
 * itself when Redis is back (ioredis autoResubscribe).
 */
export async function redisBus(publisher: Redis): Promise<InvalidationBus> {
  const local = localBus();
  // Its own queue and patience: the subscription is the only command it sends, when it (re)connects.
  const subscriber = publisher.duplicate({ enableOfflineQueue: true, commandTimeout: 5000, autoResubscribe: true });
  subscriber.on('error', () => {
    /* reconnects by itself; a missed message only delays freeing memory */
  });
  subscriber.on('message', (channel: string, raw: string) => {
    const message = channel === BUS_CHANNEL ? parsed(raw) : null;
    if (message) void local.publish(message);
  });
  await subscriber.subscribe(BUS_CHANNEL);
  return {
    publish: async (message) => {
      // The publisher refuses at once while not connected and gives up after its command time-out (REDIS_WAIT_MS).
      const sent =
        publisher.status === 'ready' &&
        (await publisher.publish(BUS_CHANNEL, JSON.stringify(message)).then(
          () => true,
          () => false,
        ));
      if (!sent) await local.publish(message);
    },
    subscribe: local.subscribe,
    close: async () => {
      await local.close();
      subscriber.disconnect();
    },
  };
}
