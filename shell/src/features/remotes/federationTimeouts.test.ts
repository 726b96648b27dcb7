import { federationTimeoutsPlugin } from './federationTimeouts';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

afterEach(() => jest.useRealTimers());

test('a manifest that never answers is abandoned after the time-out, so only its own area fails', async () => {
  jest.useFakeTimers();
  global.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  ) as unknown as typeof fetch;
  const plugin = federationTimeoutsPlugin(5_000);
  const answer = (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('http://x/remotes/a/mf-manifest.json', {});
  const settled = jest.fn();
  answer.then(settled, settled);
  await jest.advanceTimersByTimeAsync(4_999);
  expect(settled).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  await expect(answer).rejects.toThrow('did not answer within 5000 ms');
});

test('a manifest that answers in time is passed through', async () => {
  const response = { ok: true } as Response;
  global.fetch = jest.fn(async () => response) as unknown as typeof fetch;
  const plugin = federationTimeoutsPlugin(5_000);
  await expect((plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('http://x/m.json', {})).resolves.toBe(response);
});
