// The standalone dev host every remote runs in (`@chapter/shared/dev`; never part of a production bundle).
export { DevHost } from './DevHost';
export type { DevHostProps } from './DevHost';
export { startDevSession } from './devSession';
export { mountDevHost } from './mountDevHost';
export { DevSignIn } from './DevSignIn';
