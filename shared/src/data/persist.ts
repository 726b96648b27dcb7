import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientSave, persistQueryClientSubscribe, type PersistedClient } from '@tanstack/query-persist-client-core';
import type { Subscription } from 'rxjs';
import { session$, sessionRequests$ } from '../session/bus';
import {
  CACHE_BUSTER,
  CACHE_KEY_PREFIX,
  CACHE_MAX_AGE,
  cacheKey,
  indexedDbStorage,
  isPersonsKey,
  parseDrawnAnswers,
  type CacheStorage,
  type DrawnAnswers,
} from './cacheStore';
import { seedKeptAnswers } from './firstReads';

export { CACHE_BUSTER, CACHE_KEY_PREFIX, CACHE_MAX_AGE, cacheKey, indexedDbStorage, type CacheStorage };

/** The deletions of persisted caches under way (sign-out, another person): the page waits for them before it leaves. */
let forgetting: Promise<unknown> = Promise.resolve();

/**
 * Resolves once every persisted cache this page has begun to delete is gone (or its deletion failed). The sign-out
 * waits for it before loading the next page (shell/src/features/session/sessionOwner.ts): a deletion cut short by
 * that load would leave the person's figures on the device until the next page's app ran.
 */
export function whenCacheForgotten(): Promise<void> {
  return forgetting.then(
    () => undefined,
    () => undefined,
  );
}

const track = (deletion: Promise<unknown>): Promise<unknown> => {
  const all = Promise.allSettled([forgetting, deletion]);
  forgetting = all;
  return deletion;
};

export interface PersistOptions {
  storage?: CacheStorage;
  buster?: string;
  maxAge?: number;
  /** TanStack's persister writes at most once per this many ms. */
  throttleTime?: number;
}

/** Only successful reads are kept; changes (mutations) never are. */
const dehydrateOptions = {
  shouldDehydrateQuery: (query: Query) => query.state.status === 'success',
  shouldDehydrateMutation: () => false,
};

/**
 * Keeps the page's query cache on the device for the signed-in person (docs/offline.md), with TanStack's persister:
 * - restored only while session$ says that same person (by userId) is signed in; a restore that finishes after the
 *   person changed is dropped, and hydrate never replaces an answer newer than the stored one;
 * - one store per person, `chapter-cache:v1:<userId>`; when a person starts, every other person's store is deleted;
 * - sign-out (the request or an anonymous session after a person), an expired session (401) or another person: that
 *   person's store is deleted and its writer closed, so a late throttled write cannot bring it back;
 * - an anonymous page deletes whatever store is left (e.g. a deletion cut short by the reload after sign-out).
 * Answers a function that stops it.
 */
export function persistPerPerson(client: QueryClient, options: PersistOptions = {}): () => void {
  const { storage = indexedDbStorage(), buster = CACHE_BUSTER, maxAge = CACHE_MAX_AGE, throttleTime = 1000 } = options;
  let current: { userId: string; stop: () => void } | null = null;

  /** Deletes the stored entries `doomed` names (their keys under CACHE_KEY_PREFIX). */
  const removeWhere = (doomed: (key: string) => boolean) =>
    track(
      storage
        .keys()
        .then((all) => Promise.all(all.filter((key) => key.startsWith(CACHE_KEY_PREFIX) && doomed(key)).map((key) => storage.removeItem(key))))
        .catch(() => undefined),
    );

  function end(forget: boolean): void {
    if (!current) return;
    const { userId, stop } = current;
    current = null;
    stop();
    if (forget) void removeWhere((key) => isPersonsKey(userId, key)); // their cache and their drawn pages' answers
  }

  /** The person's drawn pages' answers (cacheStore.ts, keepDrawnAnswers) fit to restore; the others are deleted. */
  const readDrawn = async (userId: string): Promise<DrawnAnswers[]> => {
    const kept: DrawnAnswers[] = [];
    for (const key of await storage.keys()) {
      if (key === cacheKey(userId) || !isPersonsKey(userId, key)) continue;
      const drawn = parseDrawnAnswers(await storage.getItem(key));
      if (drawn && drawn.buster === buster && Date.now() - drawn.at <= maxAge) kept.push(drawn);
      else await storage.removeItem(key);
    }
    return kept;
  };

  function start(userId: string): void {
    const key = cacheKey(userId);
    let open = true; // closed when this person's session ends: nothing more is read into memory or written
    const gated: Parameters<typeof createAsyncStoragePersister>[0]['storage'] = {
      getItem: async (name) => (open ? ((await storage.getItem(name)) ?? null) : null),
      setItem: async (name, value) => {
        if (open) await storage.setItem(name, value);
      },
      removeItem: async (name) => {
        await storage.removeItem(name);
      },
    };
    const persister = createAsyncStoragePersister({ storage: gated, key, throttleTime });
    const props = { queryClient: client, persister, buster, dehydrateOptions };
    let unsubscribe = () => {};

    /** The app's own stored cache, if it may be restored (else it is deleted). */
    const readStored = async (): Promise<PersistedClient | undefined> => {
      let stored: PersistedClient | undefined;
      try {
        stored = await persister.restoreClient();
      } catch {
        await persister.removeClient(); // unreadable: dropped, as TanStack's own restore does
        return undefined;
      }
      // The same rules as TanStack's persistQueryClientRestore.
      if (stored && (!stored.timestamp || Date.now() - stored.timestamp > maxAge || stored.buster !== buster)) {
        await persister.removeClient();
        return undefined;
      }
      return stored;
    };

    const restore = async (): Promise<void> => {
      const [stored, drawn] = await Promise.all([readStored(), readDrawn(userId).catch(() => [])]);
      if (!open) return; // never into the cache of another person
      if (stored) {
        hydrate(client, stored.clientState);
        // What the device kept is last-seen, however recent: a page showing it reads it again at once instead of
        // trusting it for the page's 30 s (an outage that ended since, a change made on another device). An entry the
        // network has answered meanwhile is newer than the stored one and stays fresh.
        for (const query of stored.clientState.queries) {
          const now = client.getQueryCache().find({ queryKey: query.queryKey, exact: true });
          if (now && now.state.dataUpdatedAt <= query.state.dataUpdatedAt) now.invalidate();
        }
      }
      // Pages the server drew and the member only read: their answers, where newer than what the cache holds.
      for (const page of drawn) seedKeptAnswers(page.path, page.answers, page.at, client);
    };

    current = {
      userId,
      stop: () => {
        open = false;
        unsubscribe();
      },
    };
    void removeWhere((stored) => !isPersonsKey(userId, stored));
    void restore().then(() => {
      if (!open) return;
      unsubscribe = persistQueryClientSubscribe(props);
      void persistQueryClientSave(props); // what was read while restoring
    });
  }

  const subscriptions: Subscription[] = [
    session$.subscribe((session) => {
      if (session.status === 'unknown') return;
      if (session.status === 'authenticated') {
        if (!session.userId) return end(false); // nobody known yet: nothing read, nothing written
        if (current?.userId === session.userId) return;
        end(true);
        start(session.userId);
        return;
      }
      // Anonymous: whoever was signed in has left this device.
      const hadPerson = current !== null;
      end(true);
      if (!hadPerson) void removeWhere(() => true);
    }),
    sessionRequests$.subscribe((request) => {
      if (request.type === 'signOut' || request.type === 'expired') end(true);
    }),
  ];
  return () => {
    end(false);
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
