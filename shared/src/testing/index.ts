// Test helpers for every front-end package (imported by tests only: `@chapter/shared/testing`).
export { renderAt, LocationDisplay } from './renderAt';
export { fakeApi, answerApi } from './fakeApi';
export type { FakeAnswer, FakeCall, FakeRoutes } from './fakeApi';
export { signInAs, signOut, tokenNaming } from './session';
export { mockMatchMedia } from './matchMedia';
export { prerendered } from './prerendered';
export { renderAfterFirstReads } from './firstReads';
export { hydrateDrawnForMember } from './drawnForMember';
export { broadcastsThatReadAgain, declaredWakeOn } from './liveWake';
export { setBrowserOnline } from './online';
