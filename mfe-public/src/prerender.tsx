// The node entry of the build-time prerender (scripts/prerender.mjs; README, "Prerendered pages"): the same module the
// remote exposes as './App' (its pages, their preload and their titles), built for node with the shared singletons left
// to the deployed shell's prerender build, so a redeployed remote renders its own pages again without the shell rebuilt.
export { default, preload, pageMeta } from './App';

/** The paths to prerender: the pages that look the same to every visitor (no parameters, nothing per member). */
export const PRERENDER_PATHS = ['/', '/about', '/auth/login', '/auth/register', '/auth/forgot-password', '/support/terms', '/support/user-manual'];

/**
 * What each page reads beyond the frame's GET /config: the server draws the page with the answers and writes them into
 * it, and the page then starts its app on the visitor's first act (docs/architecture.md, "Prerendered public pages").
 */
export const PAGE_READS: Record<string, string[]> = { '/': ['GET /public/overview'] };
