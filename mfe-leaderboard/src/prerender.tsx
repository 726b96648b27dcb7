// The node entry of the server's drawing of a member's page (scripts/lib/renderPages.mjs; docs/architecture.md,
// "Members' pages drawn by the server"): the same module the remote exposes as './App', built for node with the shared
// singletons left to the deployed shell's prerender build. None of its pages is drawn at build time: each is drawn for
// one member, with the answers of its first reads (shared/src/areas/areas.json).
export { default } from './App';

export const PRERENDER_PATHS: string[] = [];
