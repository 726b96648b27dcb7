import {
  entryUrls,
  isAppNavigation,
  isNeverCached,
  mayKeepPage,
  orphanRemoteCaches,
  packageFolder,
  parseRemotesMap,
  remoteCacheFor,
  remoteCacheName,
  REMOTE_CACHE_PREFIX,
  staleEntries,
  versionFolder,
} from './cacheRules';

const ORIGIN = 'https://chapter.example';
const V1 = `${ORIGIN}/remotes/mfe-dashboard/20261101000000-aaaaaaaa/mf-manifest.json`;
const V2 = `${ORIGIN}/remotes/mfe-dashboard/20261128000000-bbbbbbbb/mf-manifest.json`;
const CDN = 'https://cdn.example/chapter/mfe-learning/3.1.0/mf-manifest.json';
const url = (href: string) => new URL(href, ORIGIN);

describe('the remote caches', () => {
  it('puts every version of one remote package in one cache, and other remotes in theirs', () => {
    expect(remoteCacheName(V1)).toBe(remoteCacheName(V2));
    expect(remoteCacheName(V1)).toBe(`${REMOTE_CACHE_PREFIX}${ORIGIN}/remotes/mfe-dashboard/`);
    expect(remoteCacheName(CDN)).toBe(`${REMOTE_CACHE_PREFIX}https://cdn.example/chapter/mfe-learning/`);
    expect(remoteCacheFor(url('/remotes/mfe-dashboard/20261101000000-aaaaaaaa/123.abcd.js'), ORIGIN, null)).toBe(remoteCacheName(V2));
    expect(remoteCacheFor(url('/remotes/mfe-admin/20261101000000-cccccccc/remoteEntry.js'), ORIGIN, null)).toBe(
      `${REMOTE_CACHE_PREFIX}${ORIGIN}/remotes/mfe-admin/`,
    );
  });

  it('knows a file on another origin only through the map, and only inside the version folder it names', () => {
    const map = { mfe_learning: CDN };
    expect(remoteCacheFor(url('https://cdn.example/chapter/mfe-learning/3.1.0/55.js'), ORIGIN, map)).toBe(remoteCacheName(CDN));
    expect(remoteCacheFor(url('https://cdn.example/chapter/mfe-learning/3.1.0/55.js'), ORIGIN, null)).toBeNull();
    expect(remoteCacheFor(url('https://cdn.example/chapter/mfe-learning/3.0.0/55.js'), ORIGIN, map)).toBeNull();
    expect(remoteCacheFor(url('https://cdn.example/other.js'), ORIGIN, map)).toBeNull();
  });

  it('keeps nothing outside the remotes folders, nor a URL with a query', () => {
    expect(remoteCacheFor(url('/main.abcd1234.js'), ORIGIN, null)).toBeNull();
    expect(remoteCacheFor(url('/remotes.json'), ORIGIN, null)).toBeNull();
    expect(remoteCacheFor(url('/remotes/mfe-dashboard/'), ORIGIN, null)).toBeNull();
    expect(remoteCacheFor(url('/remotes/mfe-dashboard/v1/remoteEntry.js?x=1'), ORIGIN, null)).toBeNull();
  });

  it('deletes every file of another version when the map names a new one (deploy) or an old one (rollback)', () => {
    const cached = [
      `${versionFolder(V1)}mf-manifest.json`,
      `${versionFolder(V1)}remoteEntry.js`,
      `${versionFolder(V1)}12.aaaa.js`,
      `${versionFolder(V2)}mf-manifest.json`,
      `${versionFolder(V2)}remoteEntry.js`,
    ];
    expect(staleEntries(cached, V2)).toEqual(cached.slice(0, 3));
    expect(staleEntries(cached, V1)).toEqual(cached.slice(3));
    expect(staleEntries([], V1)).toEqual([]);
  });

  it('drops the cache of a remote the map no longer names, and no other cache', () => {
    const names = [remoteCacheName(V1), remoteCacheName(CDN), 'workbox-precache-v2-https://chapter.example/', 'chapter-pages'];
    expect(orphanRemoteCaches(names, { mfe_dashboard: V2 })).toEqual([remoteCacheName(CDN)]);
    expect(orphanRemoteCaches(names, { mfe_dashboard: V2, mfe_learning: CDN })).toEqual([]);
  });

  it('finds the version folders', () => {
    expect(versionFolder(V1)).toBe(`${ORIGIN}/remotes/mfe-dashboard/20261101000000-aaaaaaaa/`);
    expect(packageFolder(versionFolder(V1))).toBe(`${ORIGIN}/remotes/mfe-dashboard/`);
  });
});

describe("a remote's current entries", () => {
  it('are its manifest and its remoteEntry beside it when publicPath is auto', () => {
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' } };
    expect(entryUrls(V2, manifest)).toEqual([V2, `${versionFolder(V2)}remoteEntry.js`]);
  });

  it('follow an entry path and an absolute publicPath inside the version folder', () => {
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js/' }, publicPath: versionFolder(CDN) } };
    expect(entryUrls(CDN, manifest)).toEqual([CDN, `${versionFolder(CDN)}js/remoteEntry.js`]);
  });

  it('include the files each exposed module needs at once, so one visit leaves the area ready offline', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ assets: { js: { sync: ['__federation_expose_App.1.js'], async: ['194.2.js'] }, css: { sync: ['app.3.css'] } } }, { assets: null }],
    };
    const folder = versionFolder(V2);
    expect(entryUrls(V2, manifest)).toEqual([V2, `${folder}remoteEntry.js`, `${folder}__federation_expose_App.1.js`, `${folder}app.3.css`]);
    expect(entryUrls(V2, { ...manifest, exposes: [{ assets: { js: { sync: ['../../mfe-admin/1/x.js', 7] } } }] })).toEqual([V2, `${folder}remoteEntry.js`]);
  });

  it('never name a file of another version, and survive a broken manifest', () => {
    const elsewhere = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'https://cdn.example/chapter/mfe-learning/2.0.0/' } };
    expect(entryUrls(CDN, elsewhere)).toEqual([CDN]);
    expect(entryUrls(V1, null)).toEqual([V1]);
    expect(entryUrls(V1, { metaData: { remoteEntry: { name: 42 } } })).toEqual([V1]);
  });
});

describe('what the worker never answers', () => {
  it('leaves the API, the maps and itself to the network', () => {
    for (const path of ['/api', '/api/v1/me', '/remotes.json', '/deployments.json', '/sw.js']) expect(isNeverCached(url(path), ORIGIN)).toBe(true);
    expect(isNeverCached(url('/dashboard'), ORIGIN)).toBe(false);
    expect(isNeverCached(url('https://other.example/api/v1/x'), ORIGIN)).toBe(false);
  });

  it('caches app pages only, not the API pages nor the first-run link', () => {
    expect(isAppNavigation(url('/dashboard'), ORIGIN)).toBe(true);
    expect(isAppNavigation(url('/leaderboard/overall'), ORIGIN)).toBe(true);
    expect(isAppNavigation(url('/u/ada'), ORIGIN)).toBe(false);
    expect(isAppNavigation(url('/setup?token=x'), ORIGIN)).toBe(false);
    expect(isAppNavigation(url('/api/docs'), ORIGIN)).toBe(false);
    expect(isAppNavigation(url('https://other.example/dashboard'), ORIGIN)).toBe(false);
  });
});

describe('a posted remotes map', () => {
  it('keeps string URLs, made absolute, and refuses what is not a map', () => {
    expect(parseRemotesMap({ a: '/remotes/a/1/mf-manifest.json', b: 3, c: 'javascript:alert(1)' }, ORIGIN)).toEqual({
      a: `${ORIGIN}/remotes/a/1/mf-manifest.json`,
    });
    expect(parseRemotesMap(null, ORIGIN)).toBeNull();
    expect(parseRemotesMap(['x'], ORIGIN)).toBeNull();
  });
});

test("a member's page (no-store) is never kept; any other page is", () => {
  expect(mayKeepPage('no-store, private')).toBe(false);
  expect(mayKeepPage('private, No-Store')).toBe(false);
  expect(mayKeepPage('no-cache, private')).toBe(true);
  expect(mayKeepPage(null)).toBe(true);
  expect(mayKeepPage('max-age=60, no-storehouse')).toBe(true);
});
