import { createStore, del, get, keys, set } from 'idb-keyval';

// The device's store of a person's data cache (docs/offline.md): what the app keeps (persist.ts) and what a member's
// page the server drew keeps before any app runs (keepDrawnAnswers). No other import: the start script uses it, before
// the kit's singletons and TanStack Query exist.

/** Where one person's cache is kept: `chapter-cache:v1:<userId>` (docs/offline.md). The `v1` is the stored shape. */
export const CACHE_KEY_PREFIX = 'chapter-cache:v1:';
export const cacheKey = (userId: string): string => `${CACHE_KEY_PREFIX}${userId}`;

/**
 * Where a drawn page's answers are kept for its member until the app reads them into the cache:
 * `chapter-cache:v1:<userId>:drawn:<path>`, one per path, the last drawing of each.
 */
export const drawnKey = (userId: string, path: string): string => `${cacheKey(userId)}:drawn:${path}`;

/** Whether `key` is one of this person's entries: their cache or one of their drawn pages. */
export const isPersonsKey = (userId: string, key: string): boolean => key === cacheKey(userId) || key.startsWith(`${cacheKey(userId)}:`);

/** How old a stored cache may be and still be restored (docs/offline.md: about a week). */
export const CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/** A stored cache of another build is dropped, not restored: its answers may have another shape. */
export const CACHE_BUSTER = process.env.BUILD_ID || 'dev';

/** The device's store of persisted caches: one string per key. */
export interface CacheStorage {
  getItem(key: string): Promise<string | null | undefined>;
  setItem(key: string, value: string): Promise<unknown>;
  removeItem(key: string): Promise<unknown>;
  keys(): Promise<string[]>;
}

/** The browser's store: an IndexedDB database of its own (`chapter-cache`), through idb-keyval. */
const deviceStore = () => createStore('chapter-cache', 'clients');

export function indexedDbStorage(): CacheStorage {
  const store = deviceStore();
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
    keys: async () => (await keys(store)).map(String),
  };
}

/** Writes one entry of the browser's store: all the start script needs of it (indexedDbStorage is four times its code). */
export const writeToDevice = (key: string, value: string): Promise<unknown> => set(key, value, deviceStore());

/** A drawn page's answers as kept: when they were read, by which build, for which path, and the answers by route key. */
export interface DrawnAnswers {
  at: number;
  buster: string;
  path: string;
  answers: Record<string, unknown>;
}

/**
 * Keeps the answers a member's page was drawn with (the page's `chapter-answers` block, its JSON text as it is) for
 * that member, so the app has them offline although it never ran on the page (docs/offline.md, "A page only read").
 * The text is not parsed here: the record is written as JSON around it, a copy of a few kilobytes on a phone's idle
 * moment; the app parses it (parseDrawnAnswers) when it restores the person's cache (persist.ts).
 */
export function keepDrawnAnswers(
  { userId, path, answersText, at }: { userId: string; path: string; answersText: string; at: number },
  write: (key: string, value: string) => Promise<unknown> = writeToDevice,
): Promise<unknown> {
  const head = `{"at":${Math.round(at)},"buster":${JSON.stringify(CACHE_BUSTER)},"path":${JSON.stringify(path)},"answers":`;
  return write(drawnKey(userId, path), `${head}${answersText}}`);
}

/** The record of `text`, or null when it is not one (unreadable, or missing a part). */
export function parseDrawnAnswers(text: string | null | undefined): DrawnAnswers | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<DrawnAnswers> | null;
    const { at, buster, path, answers } = value ?? {};
    if (typeof at !== 'number' || typeof buster !== 'string' || typeof path !== 'string') return null;
    if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return null;
    return { at, buster, path, answers };
  } catch {
    return null;
  }
}
