// Renders a remote version's public pages to HTML documents with the deployed shell (README, "Prerendered pages"). One
// piece for both of its users: the build's prerender (scripts/prerender.mjs, which writes them into the version's
// pages/ folder, drawn as pages that still ask for what they read) and the server (api/src/plugins/pageRenderer.ts, in
// a worker through renderPagesWorker.mjs, drawn with the answers of the server's own public reads).
//
// The shell's build writes `server/prerender.cjs` (its page frame, bundling every shared singleton); a remote that has
// pages to prerender writes `server/prerender.cjs` into its version folder (its './App' module, the singletons left
// external). Both are loaded, the remote gets the shell's singletons (as the federation runtime does in the page), and
// each of the remote's PRERENDER_PATHS is rendered for a visitor: the shell's index.html with the markup inside #root,
// styled-components' styles, and the page's title and description.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Evaluates a CommonJS bundle with `provided` answering the requests it leaves external. */
function evaluateBundle(file, provided) {
  const nodeRequire = createRequire(file);
  const module = { exports: {} };
  const requireFn = (request) => (Object.hasOwn(provided, request) ? provided[request] : nodeRequire(request));
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(file, 'utf8')}\n})`, { filename: file });
  wrapper(module.exports, requireFn, module, file, path.dirname(file));
  return module.exports;
}

/** Bundles already evaluated, by file: kept while the file is the same build (a server renders many times). */
const loaded = new Map();

/** The bundle `file` evaluated once per build of it (its modification time), `provided` answering what it leaves external. */
function loadBundle(file, provided = {}) {
  const built = fs.statSync(file).mtimeMs;
  const known = loaded.get(file);
  if (known && known.built === built && known.provided === provided) return known.exports;
  const exports = evaluateBundle(file, provided);
  loaded.set(file, { built, provided, exports });
  return exports;
}

/** `/` → index.html, `/auth/login` → auth/login.html (the API maps a request path the same way). */
export const pageFile = (pathname) => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

/** The public reads a page draws with: the frame's GET /config, and what the remote declares for it (PAGE_READS). */
const readsOf = (app, pathname) => ['GET /config', ...(app.PAGE_READS?.[pathname] ?? [])];

/**
 * The documents of the remote's pages: `[{ pathname, reads, html }]` (`only`: just those paths); null when the remote
 * has no prerender build, or the deployed shell has none (`reason` says which). `answers`: the answers of the public
 * reads to draw with, by route key (null: none). A page drawn with the answers of all its reads starts its app on the
 * visitor's first act (`data-start`, shell/src/index.ts); one drawn without them starts it at once, to ask them. A
 * member's page starts it on the member's first act too (shell/src/index.ts).
 * `member`: draws the `only` paths (a member's pages, not PRERENDER_PATHS) for the holder of that verified token, with
 * the answers of their first reads among `answers`; the page names the member it was drawn for (`data-member`), and
 * the shell hydrates it only for that member (docs/architecture.md, "Members' pages drawn by the server").
 * @param {{ webDir: string, remoteName: string, versionDir: string, answers?: Record<string, unknown> | null, only?: string[], member?: { token: string, userId: string, role?: string | null, liveFrom?: number | null, wakeOn?: readonly string[], clock?: { timeZone: string, locale: string } | null } | null }} options
 * @returns {Promise<{ pages: { pathname: string, reads: string[], html: string }[] } | { pages: null, reason: 'remote' | 'shell' }>}
 */
export async function renderPages({ webDir, remoteName, versionDir, answers = null, only, member = null }) {
  const shellBundle = path.join(webDir, 'server', 'prerender.cjs');
  const remoteBundle = path.join(versionDir, 'server', 'prerender.cjs');
  const template = path.join(webDir, 'index.html');
  if (!fs.existsSync(remoteBundle)) return { pages: null, reason: 'remote' };
  if (!fs.existsSync(shellBundle) || !fs.existsSync(template)) return { pages: null, reason: 'shell' };
  const shell = loadBundle(shellBundle);
  const app = loadBundle(remoteBundle, shell.singletons);
  const html = fs.readFileSync(template, 'utf8');
  if (!html.includes('<div id="root"></div>')) throw new Error('the shell\'s index.html has no empty <div id="root"></div>');
  const pages = [];
  const paths = member ? (only ?? []) : (app.PRERENDER_PATHS ?? []).filter((pathname) => !only || only.includes(pathname));
  for (const pathname of paths) {
    await app.preload?.(pathname);
    const reads = readsOf(app, pathname);
    const page = shell.renderPage(pathname, remoteName, app, answers, member?.token ?? null, member?.role ?? null, member?.clock ?? null);
    const meta = app.pageMeta?.(pathname);
    // A member's page is drawn with the answers of all its reads, or not at all; its own start rule keys on `data-member`.
    const startsAt = !member && reads.every((read) => answers?.[read] !== undefined) ? ' data-start="on-interaction"' : '';
    // Where the page's live stream starts (docs/live.md): the changes made since the server began to draw it are told.
    const liveFrom = Number.isSafeInteger(member?.liveFrom) ? ` data-live-from="${member.liveFrom}"` : '';
    // Which events sent to every member wake it (its path's `wakeOn`); without the attribute, every event does.
    const liveWake = Array.isArray(member?.wakeOn) ? ` data-live-wake="${escapeHtml(member.wakeOn.join(' '))}"` : '';
    const role = member?.role ? ` data-role="${escapeHtml(member.role)}"` : '';
    // The clock its times are shown in: only a browser whose clock it is hydrates the page (storedSession.ts).
    const clock = member?.clock ? ` data-clock="${escapeHtml(`${member.clock.timeZone} ${member.clock.locale}`)}"` : '';
    const drawnFor = member ? ` data-member="${escapeHtml(member.userId)}"${role}${clock}${liveFrom}${liveWake}` : '';
    let document = html.replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${escapeHtml(remoteName)}"${drawnFor}${startsAt}>${page.html}</div>`,
    );
    const metaTags = meta ? `<title>${escapeHtml(meta.title)}</title><meta name="description" content="${escapeHtml(meta.description)}">` : '';
    if (meta) document = document.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
    // No <link rel=preload> of the remote's files: Chromium hands a failed preload to the later script of the same URL,
    // so after an outage of the remote its Retry failed again (federation.spec.ts). The shell starts these loads at once.
    document = document.replace('</head>', () => `${metaTags}${page.styles}</head>`);
    pages.push({ pathname, reads, html: document });
  }
  return { pages };
}
