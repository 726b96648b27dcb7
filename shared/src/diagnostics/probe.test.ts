import { federationProbeReport, registerFederationProbe } from './probe';

beforeEach(() => {
  delete (globalThis as { __chapterProbe?: unknown }).__chapterProbe;
});

test('one instance of each singleton across apps counts as 1', () => {
  const React = {};
  const toast = {};
  const bus = {};
  const router = {};
  registerFederationProbe('shell', { React, toast, session$: bus, routerContext: router });
  registerFederationProbe('mfe_public', { React, toast, session$: bus, routerContext: router });
  expect(federationProbeReport()).toEqual({
    apps: ['mfe_public', 'shell'],
    distinct: { React: 1, routerContext: 1, ThemeContext: 0, toast: 1, session$: 1 },
  });
});

test('a second copy is counted', () => {
  registerFederationProbe('shell', { React: {}, toast: 1, session$: 1 });
  registerFederationProbe('mfe_public', { React: {}, toast: 1, session$: 1 });
  expect(federationProbeReport().distinct.React).toBe(2);
});
