import { forgetFailedSharedLoads } from './sharedRetry';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(() => null) }));

test('a shared module whose download failed is forgotten, so the next load downloads it again; others are left', async () => {
  const failedLoad = Promise.reject(new Error('Loading chunk 219 failed.'));
  failedLoad.catch(() => undefined);
  const underWay = new Promise(() => undefined);
  const scopes = {
    default: {
      formik: { '2.4.9': { loaded: false, loading: failedLoad } },
      yup: { '1.7.1': { loaded: false, loading: underWay } },
      react: { '19.2.0': { loaded: true, loading: Promise.resolve({}) } },
      rxjs: { '7.8.2': { loaded: false } },
    },
  };
  expect(await forgetFailedSharedLoads(scopes)).toBe(1);
  expect(scopes.default.formik['2.4.9']).not.toHaveProperty('loading');
  expect(scopes.default.yup['1.7.1'].loading).toBe(underWay);
  expect(scopes.default.react['19.2.0'].loading).toBeDefined();
  expect(await forgetFailedSharedLoads(scopes)).toBe(0);
});

test('with no federation runtime on the page there is nothing to forget', async () => {
  expect(await forgetFailedSharedLoads()).toBe(0);
});
