/**
 * The service worker's caching rules as pure functions (docs/pwa.md): which requests it keeps, in which cache, and
 * what a new remotes map (remotes.json) removes. Everything here works on URLs as strings, so Jest tests it as is.
 */

/** remotes.json: container name -> absolute URL of that remote's mf-manifest.json. */
export type RemotesMap = Record<string, string>;

/** Caches this worker owns besides Workbox's precache: the pages, the last remotes map, one per remote package. */
export const PAGES_CACHE = 'chapter-pages';
export const STATE_CACHE = 'chapter-sw-state';
export const REMOTE_CACHE_PREFIX = 'chapter-remote ';
/** Where the last remotes map is kept inside STATE_CACHE (never answered to a request: no route serves it). */
export const MAP_KEY = '/__chapter-sw/remotes-map';
/** The newest page drawn by the shell alone (not prerendered): the fallback for any app page offline. */
export const LAST_APP_PAGE_KEY = '/__chapter-sw/last-app-page';
/** Page navigations wait this long for the network before a cached copy is shown (a slow campus network). */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * Whether a page's answer may be kept: a page the server drew for one member says `no-store` (docs/offline.md: nothing
 * of one person is kept where the next one on this browser could be shown it).
 */
export const mayKeepPage = (cacheControl: string | null): boolean => !/(^|[\s,])no-store($|[\s,;])/i.test(cacheControl ?? '');

/** A remote's files in a folder of its own version: /remotes/<pkg>/<version>/... (scripts/build-web.mjs, uploads). */
const SAME_ORIGIN_REMOTE = /^\/remotes\/([a-z0-9-]+)\/([^/]+)\/./;

/** Never answered by the worker: the API (the data layer keeps its own cache), the maps and the worker itself. */
export function isNeverCached(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = url.pathname;
  return path === '/api' || path.startsWith('/api/') || path === '/remotes.json' || path === '/deployments.json' || path === '/sw.js';
}

/** Pages outside the single-page app (the API's own HTML) and the first-run link go to the network only. */
export function isAppNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin || isNeverCached(url, origin)) return false;
  const path = url.pathname;
  return !path.startsWith('/u/') && path !== '/setup' && !path.startsWith('/remotes/');
}

/** The version folder a remote's manifest sits in (its URL up to the last slash): every file of that version. */
export const versionFolder = (manifestUrl: string): string => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

/** The folder holding a remote's version folders: one cache per remote package, whichever version it serves. */
export function packageFolder(versionDir: string): string {
  const trimmed = versionDir.replace(/\/+$/, '');
  return trimmed.slice(0, trimmed.lastIndexOf('/') + 1);
}

export const remoteCacheName = (manifestUrl: string): string => REMOTE_CACHE_PREFIX + packageFolder(versionFolder(manifestUrl));

/**
 * The cache a remote's file goes to, or null when the URL is no remote's file: a file under /remotes/<pkg>/<version>/
 * on this origin, or under the version folder of a remote the last map names (remotes on other origins).
 */
export function remoteCacheFor(url: URL, origin: string, map: RemotesMap | null): string | null {
  if (url.search) return null;
  if (url.origin === origin) {
    const match = SAME_ORIGIN_REMOTE.exec(url.pathname);
    return match ? `${REMOTE_CACHE_PREFIX}${origin}/remotes/${match[1]}/` : null;
  }
  for (const manifestUrl of Object.values(map ?? {})) {
    const folder = versionFolder(manifestUrl);
    if (url.href.startsWith(folder) && folder.length > url.origin.length + 1) return remoteCacheName(manifestUrl);
  }
  return null;
}

/** Cached URLs of a remote's cache that are not files of the version the map names now: they are deleted. */
export const staleEntries = (cachedUrls: readonly string[], manifestUrl: string): string[] => {
  const folder = versionFolder(manifestUrl);
  return cachedUrls.filter((url) => !url.startsWith(folder));
};

/** Caches of remote packages the map no longer names (a remote removed from remotes.json). */
export function orphanRemoteCaches(cacheNames: readonly string[], map: RemotesMap): string[] {
  const kept = new Set(Object.values(map).map(remoteCacheName));
  return cacheNames.filter((name) => name.startsWith(REMOTE_CACHE_PREFIX) && !kept.has(name));
}

/** The subset of mf-manifest.json the worker reads: where the remote's entry script and its exposed modules' files are. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; publicPath?: unknown };
  exposes?: Array<{ assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }>;
}

const names = (value: unknown): string[] => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && name !== '') : []);

/**
 * A remote's current entry files: its mf-manifest.json, its remoteEntry, and the files each exposed module needs at
 * once (`exposes[].assets` sync js and css), resolved as the federation runtime does (beside the manifest when
 * publicPath is "auto", else under that publicPath). So one visit leaves every area ready to open offline. Only files
 * inside the manifest's version folder are returned: nothing of another version is ever fetched into the remote's
 * cache under this map.
 */
export function entryUrls(manifestUrl: string, manifest: unknown): string[] {
  const urls = [manifestUrl];
  const { metaData: meta, exposes } = (manifest as FederationManifest | null) ?? {};
  const entry = meta?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !entry.name) return urls;
  const publicPath = typeof meta?.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : versionFolder(manifestUrl);
  const entryPath = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/^\/+|\/+$/g, '')}/` : '';
  const files = [entryPath + entry.name];
  for (const exposed of Array.isArray(exposes) ? exposes : []) files.push(...names(exposed?.assets?.js?.sync), ...names(exposed?.assets?.css?.sync));
  for (const file of files) {
    try {
      const url = new URL(file, new URL(publicPath, manifestUrl)).href;
      if (url.startsWith(versionFolder(manifestUrl)) && !urls.includes(url)) urls.push(url);
    } catch {
      /* a file the manifest names unusably: left out */
    }
  }
  return urls;
}

/** A remotes map as posted by a page: only string URLs, resolved against the page's origin. */
export function parseRemotesMap(value: unknown, origin: string): RemotesMap | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const map: RemotesMap = {};
  for (const [name, url] of Object.entries(value)) {
    if (typeof url !== 'string') continue;
    try {
      const absolute = new URL(url, origin);
      if (absolute.protocol === 'https:' || absolute.protocol === 'http:') map[name] = absolute.href;
    } catch {
      /* skipped */
    }
  }
  return map;
}
