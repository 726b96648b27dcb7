import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstRoutePreloads, START_ASSETS } from './firstRoutePreload';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE_FILES = new Set(['/deployments.json', `/${START_ASSETS}`]);

/**
 * HTML and JSON (index.html, remotes.json, every mf-manifest.json) name no content hash, nor does the push service
 * worker (/sw.js, whose address must stay the same): always revalidate.
 */
export const cacheControlFor = (file: string): string => (/\.(html|json)$/i.test(file) || path.basename(file) === 'sw.js' ? NO_CACHE : IMMUTABLE);

export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A request URL's path as the router matches it: percent-decoded; an undecodable path is kept as sent. */
export function routedPath(url: string): string {
  const path = url.split('?')[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Front end not built</title><link rel="icon" href="data:,"></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto">
<h1>The front end is not built yet</h1>
<p>The API is running (see <a href="/api/docs">/api/docs</a>), but there is no built web app to serve.</p>
<p>Run <code>pnpm build</code> in the repository, then reload this page.</p>
</body></html>`;

/** A browser navigation to an app route: GET, outside /api, no file extension, HTML acceptable. */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (isApiPath(pathname) || path.posix.extname(pathname) !== '') return false;
  const accept = request.headers.accept;
  return !accept || /text\/html|text\/\*|\*\/\*/.test(accept);
}

/** The file a prerendered page's path maps to inside a remote's pages/ folder (scripts/prerender.mjs writes them). */
export function prerenderedName(pathname: string): string | null {
  if (pathname === '/') return 'index.html';
  // Lower-case words and slashes only: nothing can climb out of the folder, and a parameter page is never one.
  return /^(\/[a-z0-9-]+)+$/.test(pathname) ? `${pathname.slice(1)}.html` : null;
}

/**
 * The page for `pathname` prerendered by the remote version remotes.json names, or null: the HTML lives with the
 * remote's version (remotes/<pkg>/<version>/pages/), so a deploy or a rollback of that remote changes it too.
 */
function prerenderedPage(webDir: string, remotes: Record<string, unknown>, pathname: string): Buffer | null {
  const name = prerenderedName(pathname);
  if (!name) return null;
  for (const url of Object.values(remotes)) {
    if (typeof url !== 'string' || !url.startsWith('/remotes/')) continue;
    const file = path.join(webDir, path.posix.dirname(url), 'pages', name);
    if (!file.startsWith(webDir + path.sep)) continue;
    try {
      return fs.readFileSync(file);
    } catch {
      /* this remote has no such page */
    }
  }
  return null;
}

function readRemotes(webDir: string): { text: string; value: Record<string, unknown> } | null {
  try {
    const text = fs.readFileSync(path.join(webDir, 'remotes.json'), 'utf8');
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? { text: JSON.stringify(value), value: value as Record<string, unknown> } : null;
  } catch {
    return null;
  }
}

/**
 * remotes.json inside the page (a JSON data block, which the CSP does not treat as script): the shell starts loading
 * the first route's remote without waiting for one more request. `<` is escaped so the block cannot be closed early.
 */
export function inlineRemotes(html: string, remotesText: string, preloads = ''): string {
  const block = `<script type="application/json" id="chapter-remotes">${remotesText.replace(/</g, '\\u003c')}</script>`;
  return html.replace('</head>', () => `${block}${preloads}</head>`);
}

/** Serves the built apps from `webDir` and answers deep links with the shell's index.html (or the page prerendered). */
export async function registerWeb(app: FastifyInstance, webDir: string): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const indexFile = path.join(webDir, 'index.html');
  if (fs.existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      // The deploy history stays on the server: it names every version and build, which no visitor needs.
      // Nor the node builds the prerender runs (server/prerender.cjs of the shell and of each remote version).
      // `/` is a page like any other: the not-found handler sends it (prerendered, with remotes.json inlined).
      allowedPath: (pathName) => pathName !== '/' && !PRIVATE_FILES.has(pathName) && !/(^|\/)server\//.test(pathName),
      etag: true,
      lastModified: true,
      // The builds write .br and .gz beside each text asset: sent with content-encoding and vary: accept-encoding.
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(file));
      },
    });
  }

  /** Sends the shell (or the "not built" page) for page navigations; false when the request is something else. */
  return (request, reply) => {
    if (!isPageNavigation(request)) return false;
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
    let html: string;
    const remotes = readRemotes(webDir);
    try {
      const pathname = routedPath(request.url);
      const page = remotes ? prerenderedPage(webDir, remotes.value, pathname) : null;
      html = (page ?? fs.readFileSync(indexFile)).toString('utf8');
      // A prerendered page paints without any script: preloads would only compete with it for the line (measured:
      // Lighthouse's LCP of / went from 1.4 s to 2.3 s with them), while a page drawn by scripts waits for them anyway.
      if (remotes) html = inlineRemotes(html, remotes.text, page ? '' : firstRoutePreloads(webDir, remotes.value, pathname));
    } catch {
      html = NOT_BUILT_PAGE;
    }
    void reply.code(200).send(html);
    return true;
  };
}
