// Prerendered pages (README, "Prerendered pages"): renders a remote's public pages to HTML with the deployed shell,
// at build time (scripts/build-web.mjs) and whenever that remote is deployed alone (scripts/deploy-remote.mjs).
//
// The shell's build writes `server/prerender.cjs` (its page frame, bundling every shared singleton); a remote that
// has pages to prerender writes `server/prerender.cjs` into its version folder (its './App' module, the singletons left
// external). This script loads both, gives the remote the shell's singletons (as the federation runtime does in the
// page), renders each of the remote's PRERENDER_PATHS for a visitor and writes `<version folder>/pages/<path>.html`:
// the shell's index.html with the markup inside #root, styled-components' styles, the page's title and description,
// and preloads of the remote's entry. The HTML lives with the remote's version, so remotes.json picks it (the API serves
// the page of the version remotes.json names) and a rollback brings the old pages back with the old remote.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Evaluates a CommonJS bundle with `provided` answering the requests it leaves external. */
function loadBundle(file, provided = {}) {
  const nodeRequire = createRequire(file);
  const module = { exports: {} };
  const requireFn = (request) => (Object.hasOwn(provided, request) ? provided[request] : nodeRequire(request));
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(file, 'utf8')}\n})`, { filename: file });
  wrapper(module.exports, requireFn, module, file, path.dirname(file));
  return module.exports;
}

/** `/` → index.html, `/auth/login` → auth/login.html (the API maps a request path the same way). */
export const pageFile = (pathname) => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

/**
 * Renders the remote's pages into `<versionDir>/pages/`; returns the paths written (none when the remote or the
 * deployed shell has no prerender build: its pages are then served as the plain shell, as before).
 * @param {{ webDir: string, remote: { name: string, pkg: string }, versionDir: string, log?: (line: string) => void }} options
 */
export async function prerenderRemote({ webDir, remote, versionDir, log = console.log }) {
  const shellBundle = path.join(webDir, 'server', 'prerender.cjs');
  const remoteBundle = path.join(versionDir, 'server', 'prerender.cjs');
  const template = path.join(webDir, 'index.html');
  if (!fs.existsSync(remoteBundle)) return [];
  if (!fs.existsSync(shellBundle) || !fs.existsSync(template)) {
    log(`  ${remote.pkg}: the deployed shell has no prerender build; its pages are served without prerendered HTML (npm run build)`);
    return [];
  }
  const shell = loadBundle(shellBundle);
  const app = loadBundle(remoteBundle, shell.singletons);
  // No <link rel=preload> of the remote's files: Chromium hands a failed preload to the later script of the same URL,
  // so after an outage of the remote its Retry failed again (federation.spec.ts). The shell starts these loads at once.
  const head = '';
  const html = fs.readFileSync(template, 'utf8');
  if (!html.includes('<div id="root"></div>')) throw new Error('the shell\'s index.html has no empty <div id="root"></div>');
  const outDir = path.join(versionDir, 'pages');
  fs.rmSync(outDir, { recursive: true, force: true });
  const written = [];
  for (const pathname of app.PRERENDER_PATHS ?? []) {
    await app.preload?.(pathname);
    const page = shell.renderPage(pathname, remote.name, app);
    const meta = app.pageMeta?.(pathname);
    let document = html.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${escapeHtml(remote.name)}">${page.html}</div>`);
    const metaTags = meta ? `<title>${escapeHtml(meta.title)}</title><meta name="description" content="${escapeHtml(meta.description)}">` : '';
    if (meta) document = document.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
    document = document.replace('</head>', () => `${metaTags}${head}${page.styles}</head>`);
    const file = path.join(outDir, pageFile(pathname));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, document);
    written.push(pathname);
  }
  log(`  ✓ ${remote.pkg}: prerendered ${written.length} page(s) (${written.join(', ')})`);
  return written;
}
