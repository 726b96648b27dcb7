jest.mock('./remoteHealth', () => ({ reportRemoteSession: jest.fn(), reportRemoteFailure: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerPlugins: jest.fn() }));

const manifests: Array<Record<string, string>> = [];
beforeEach(() => {
  jest.resetModules();
  manifests.length = 0;
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => manifests.shift() ?? {} })) as unknown as typeof fetch;
});

/** A fresh loader (its module state starts empty) and the runtime mock it sees. */
async function fresh() {
  const runtime = (await import('@module-federation/enhanced/runtime')) as unknown as {
    registerRemotes: jest.Mock;
    loadRemote: jest.Mock;
    registerPlugins: jest.Mock;
  };
  runtime.loadRemote.mockResolvedValue({ default: () => null });
  const loader = (await import('./remoteLoader')) as typeof import('./remoteLoader');
  const health = (await import('./remoteHealth')) as unknown as { reportRemoteSession: jest.Mock };
  return { runtime, health, ...loader };
}

test('remotes.json is fetched uncached and each remote registered by name with an absolute manifest URL', async () => {
  manifests.push({ mfe_public: '/remotes/mfe-public/1/mf-manifest.json' });
  const { loadRemoteApp, runtime } = await fresh();
  await loadRemoteApp('mfe_public');
  expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_public', entry: 'http://localhost/remotes/mfe-public/1/mf-manifest.json' }], {
    force: false,
  });
  expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_public/App');
});

test('an unlisted remote fails, and a retry re-reads remotes.json and finds it', async () => {
  manifests.push({}, { mfe_admin: 'http://cdn.test/admin/mf-manifest.json' });
  const { loadRemoteApp, RemoteUnavailableError, runtime } = await fresh();
  await expect(loadRemoteApp('mfe_admin')).rejects.toBeInstanceOf(RemoteUnavailableError);
  await expect(loadRemoteApp('mfe_admin', true)).resolves.toHaveProperty('default');
  expect(global.fetch).toHaveBeenCalledTimes(2);
  expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
});

test('a Retry registers its remote anew at the same address, so nothing cached from the failed load is reused', async () => {
  const listed = { mfe_leaderboard: '/remotes/mfe-leaderboard/1/mf-manifest.json', mfe_public: '/remotes/mfe-public/1/mf-manifest.json' };
  manifests.push(listed, listed);
  const { loadRemoteApp, runtime } = await fresh();
  runtime.loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
  await expect(loadRemoteApp('mfe_leaderboard')).rejects.toThrow('ScriptNetworkError');
  await expect(loadRemoteApp('mfe_leaderboard', true)).resolves.toHaveProperty('default');
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mfe_leaderboard', entry: 'http://localhost/remotes/mfe-leaderboard/1/mf-manifest.json' }],
    { force: true },
  );
  expect(runtime.registerPlugins).toHaveBeenCalledTimes(1); // the time-outs, installed once before the first registration
});

test('a listed remote counts a session when its load starts, even if the load then fails; an unlisted one does not', async () => {
  manifests.push({ mfe_admin: '/remotes/mfe-admin/2/mf-manifest.json' });
  const { loadRemoteApp, runtime, health } = await fresh();
  await expect(loadRemoteApp('mfe_public')).rejects.toThrow('not listed');
  expect(health.reportRemoteSession).not.toHaveBeenCalled();
  runtime.loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
  await expect(loadRemoteApp('mfe_admin')).rejects.toThrow('ScriptNetworkError');
  expect(health.reportRemoteSession).toHaveBeenCalledWith('mfe_admin');
});
