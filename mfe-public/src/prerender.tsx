// The node entry of the build-time prerender (scripts/prerender.mjs; README, "Prerendered pages"): the same module the
// remote exposes as './App' (its pages, their preload and their titles), built for node with the shared singletons left
// to the deployed shell's prerender build, so a redeployed remote renders its own pages again without the shell rebuilt.
export { default, preload, pageMeta } from './App';

/** The paths to prerender: the pages that look the same to every visitor (no parameters, nothing per member). */
export const PRERENDER_PATHS = ['/', '/about', '/auth/login', '/auth/register', '/auth/forgot-password', '/support/terms', '/support/user-manual'];

/**
 * Of those, the pages showing live figures (the landing page's podium): their app starts as soon as they load. The
 * others start it when the visitor first acts on the page (docs/architecture.md, "Prerendered public pages").
 */
export const LIVE_PATHS = ['/'];
