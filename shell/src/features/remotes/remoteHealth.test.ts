jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerPlugins: jest.fn() }));

type Beacon = { url: string; body: unknown; type: string };
let beacons: Beacon[];
let beaconAccepts: boolean;

beforeEach(() => {
  window.sessionStorage.clear();
  beacons = [];
  beaconAccepts = true;
  // jsdom has no sendBeacon: record what would be sent (read back from the Blob after the call).
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((url: string, data: Blob) => {
      if (beaconAccepts) beacons.push({ url, body: data, type: data.type });
      return beaconAccepts;
    }),
  });
  global.fetch = jest.fn(async (url: string) => ({
    ok: true,
    json: async () =>
      url === '/remotes.json'
        ? {
            mfe_admin: '/remotes/mfe-admin/20260101120000-abcdef12/mf-manifest.json',
            mfe_cdn: 'https://cdn.test/teams/admin/v7/mf-manifest.json',
            mfe_odd: 'https://cdn.test/remoteEntry.js',
          }
        : {},
  })) as unknown as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

/** A fresh page: empty report memory, remotes.json read and registered. */
async function page() {
  jest.resetModules();
  const health = (await import('./remoteHealth')) as typeof import('./remoteHealth');
  const manifest = (await import('./remotesManifest')) as typeof import('./remotesManifest');
  await manifest.loadRemotesManifest();
  return health;
}

const read = (blob: unknown) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.readAsText(blob as Blob);
  });

test('the version is the folder holding mf-manifest.json, or none', async () => {
  const { remoteVersion } = await import('./remoteHealth');
  expect(remoteVersion('http://localhost/remotes/mfe-admin/20260101120000-abcdef12/mf-manifest.json')).toBe('20260101120000-abcdef12');
  expect(remoteVersion('https://cdn.test/teams/admin/v7/mf-manifest.json?x=1')).toBe('v7');
  expect(remoteVersion('https://cdn.test/mf-manifest.json')).toBeNull();
  expect(remoteVersion('https://cdn.test/remoteEntry.js')).toBeNull();
});

test('a session is one JSON beacon per tab and version, with nothing but the remote, its version and the kind', async () => {
  const { reportRemoteSession } = await page();
  reportRemoteSession('mfe_admin');
  reportRemoteSession('mfe_admin');
  expect(beacons).toHaveLength(1);
  expect(beacons[0]!.url).toBe('/api/v1/remote-health');
  expect(beacons[0]!.type).toBe('application/json');
  expect(await read(beacons[0]!.body)).toEqual({ remote: 'mfe_admin', version: '20260101120000-abcdef12', kind: 'session' });

  // A reload of the tab (a new page, the same sessionStorage) is not a new session.
  const again = await page();
  again.reportRemoteSession('mfe_admin');
  expect(beacons).toHaveLength(1);
});

test('a failure is sent once per tab and version (its first kind), so one member reloading a failing page counts once', async () => {
  const first = await page();
  first.reportRemoteFailure('mfe_admin', 'render-error');
  first.reportRemoteFailure('mfe_admin', 'render-error');
  first.reportRemoteFailure('mfe_admin', 'load-failure');
  expect(await Promise.all(beacons.map((beacon) => read(beacon.body)))).toEqual([
    { remote: 'mfe_admin', version: '20260101120000-abcdef12', kind: 'render-error' },
  ]);
  const reloaded = await page();
  reloaded.reportRemoteFailure('mfe_admin', 'load-failure');
  expect(beacons).toHaveLength(1);
  // A new tab (its own sessionStorage) is a new session, and may fail again.
  window.sessionStorage.clear();
  const newTab = await page();
  newTab.reportRemoteFailure('mfe_admin', 'load-failure');
  expect(beacons).toHaveLength(2);
});

test('a remote on another host reports the folder before its manifest; an unversioned or unlisted one reports nothing', async () => {
  const { reportRemoteFailure } = await page();
  reportRemoteFailure('mfe_cdn', 'load-failure');
  reportRemoteFailure('mfe_odd', 'load-failure');
  reportRemoteFailure('mfe_unknown', 'load-failure');
  expect(await Promise.all(beacons.map((beacon) => read(beacon.body)))).toEqual([{ remote: 'mfe_cdn', version: 'v7', kind: 'load-failure' }]);
});

test('without a beacon (or when the browser refuses it) a keepalive fetch carries the report, and its failure stays silent', async () => {
  const { reportRemoteFailure } = await page();
  beaconAccepts = false;
  const fetchMock = global.fetch as jest.Mock;
  fetchMock.mockImplementationOnce(async () => {
    throw new Error('offline');
  });
  expect(() => reportRemoteFailure('mfe_admin', 'load-failure')).not.toThrow();
  expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/remote-health', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ remote: 'mfe_admin', version: '20260101120000-abcdef12', kind: 'load-failure' }),
  });
});

test('a tab whose storage refuses still sends a session once per page', async () => {
  const { reportRemoteSession } = await page();
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  reportRemoteSession('mfe_admin');
  reportRemoteSession('mfe_admin');
  expect(beacons).toHaveLength(1);
});
