import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appStartPreloads, firstRoutePreloads, START_ASSETS } from './firstRoutePreload';
import { clockCookieOf, memberAnswers, memberPathAt, sessionCookieOf } from './memberPages';
import { pageRenderer, type PageAnswers, type PageRenderer, type ServedPage } from './pageRenderer';
import { browserIdOf, uploadedRemoteFiles, type RemoteSource } from './remoteReleases';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE_FILES = new Set(['/deployments.json', `/${START_ASSETS}`]);

/**
 * HTML and JSON (index.html, remotes.json, every mf-manifest.json) name no content hash, nor does the push service
 * worker (/sw.js, whose address must stay the same): always revalidate.
 */
export const cacheControlFor = (file: string): string =>
  // Judged by the file's own name: the server may send its .br or .gz copy (docs/pwa.md: the worker must revalidate).
  /\.(html|json)(\.(br|gz))?$/i.test(file) || path.basename(file).replace(/\.(br|gz)$/, '') === 'sw.js' ? NO_CACHE : IMMUTABLE;

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

/** The folder of the remote version a remotes.json entry names, when it is one of this server's builds. */
const versionDirOf = (webDir: string, url: unknown): string | null =>
  typeof url === 'string' && url.startsWith('/remotes/') ? path.join(webDir, path.posix.dirname(url)) : null;

/** A page the build prerendered: its file, and the remote version that drew it. */
interface PrerenderedPage {
  file: Buffer;
  remoteName: string;
  versionDir: string;
}

/**
 * The page for `pathname` prerendered by the remote version this browser's map names, or null: the HTML lives with the
 * remote's version (remotes/<pkg>/<version>/pages/), so a deploy or a rollback of that remote changes it too.
 */
function prerenderedPage(webDir: string, remotes: Record<string, unknown>, pathname: string): PrerenderedPage | null {
  const name = prerenderedName(pathname);
  if (!name) return null;
  for (const [remoteName, url] of Object.entries(remotes)) {
    const versionDir = versionDirOf(webDir, url);
    if (!versionDir) continue;
    const file = path.join(versionDir, 'pages', name);
    if (!file.startsWith(webDir + path.sep)) continue;
    try {
      return { file: fs.readFileSync(file), remoteName, versionDir };
    } catch {
      /* this remote has no such page */
    }
  }
  return null;
}

function readRemotes(webDir: string): { value: Record<string, unknown> } | null {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(webDir, 'remotes.json'), 'utf8'));
    return value && typeof value === 'object' ? { value: value as Record<string, unknown> } : null;
  } catch {
    return null;
  }
}

/**
 * remotes.json inside the page (a JSON data block, which the CSP does not treat as script): the shell starts loading
 * the first route's remote without waiting for one more request. `<` is escaped so the block cannot be closed early.
 */
export function inlineRemotes(html: string, remotesText: string, preloads = ''): string {
  return html.replace('</head>', () => `${jsonBlock('chapter-remotes', remotesText)}${preloads}</head>`);
}

/** A JSON data block for the page's scripts; `<` is escaped so the block cannot be closed early. */
const jsonBlock = (id: string, json: string) => `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;

/**
 * The answers of the public reads the page draws with (GET /config's, the landing page's figures) inside it: the kit's
 * givenAnswer reads them, so the page asks nothing and its first render matches the server's. Its id is the kit's
 * ANSWERS_BLOCK_ID.
 */
export const inlineAnswers = (html: string, answersText: string): string =>
  html.replace('</head>', () => `${jsonBlock('chapter-answers', answersText)}</head>`);

/**
 * The member's page at `pathname` drawn for them (docs/architecture.md, "Members' pages drawn by the server"), or null:
 * no session cookie or clock cookie, not such a page, a remote version without a server build, a token or read the API refuses, or a
 * render that fails. Null changes nothing: the page is then served as to anyone, and the app draws it.
 */
async function memberPage(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: PageRenderer,
  webDir: string,
  remotes: Record<string, unknown>,
  pathname: string,
  livePosition?: () => Promise<number | null>,
): Promise<ServedPage | null> {
  const token = sessionCookieOf(request);
  const memberPath = token ? memberPathAt(pathname) : null;
  // Its times are drawn in the member's zone and locale, which their browser's start script keeps in a cookie; a
  // browser that has not said them yet gets the page the app draws (docs/architecture.md, "The reader's clock").
  const clock = clockCookieOf(request);
  if (!token || !memberPath || !clock) return null;
  const versionDir = versionDirOf(webDir, remotes[memberPath.remoteName]);
  if (!versionDir || !fs.existsSync(path.join(versionDir, 'server', 'prerender.cjs'))) return null;
  // Taken before the reads: a change made while they are asked is told to the page's stream again (docs/live.md).
  const liveFrom = livePosition ? await livePosition().catch(() => null) : null;
  const answers = await memberAnswers(app, request, token, memberPath);
  if (!answers) return null;
  const { wakeOn } = memberPath.entry;
  return renderer.memberPage(versionDir, memberPath.remoteName, pathname, answers.reads, answers.etags, {
    token,
    userId: answers.userId,
    role: answers.role,
    liveFrom,
    wakeOn,
    clock,
  });
}

/** Remote versions uploaded through the API (docs/deploying-a-remote.md): where they come from and their disk cache. */
export interface UploadedRemotes {
  source: RemoteSource;
  cacheDir: string;
}

/** What remotes.json names for this browser: with uploads, each remote's release and canary choice (read per request). */
async function remotesFor(request: FastifyRequest, reply: FastifyReply, base: Record<string, unknown>, uploads?: UploadedRemotes) {
  if (!uploads) return base;
  try {
    return await uploads.source.remotesFor(base, browserIdOf(request, reply));
  } catch (error) {
    // The pages keep working on the server's own builds while the releases cannot be read.
    request.log.warn({ err: error }, "reading the remotes' releases failed; serving remotes.json as built");
    return base;
  }
}

/**
 * Serves the built apps from `webDir` and answers deep links with the shell's index.html (or the page prerendered),
 * remotes.json for this browser inline; `uploads` adds remote versions uploaded through the API. Answers the page
 * sender for the not-found handler: false when the request is not a page (nor an uploaded remote's file).
 */
export async function registerWeb(
  app: FastifyInstance,
  webDir: string,
  {
    uploads,
    answers,
    livePosition,
  }: {
    uploads?: UploadedRemotes;
    answers: PageAnswers;
    /** The live log's newest id (0 when it is empty): a member's drawn page opens its stream from it. */
    livePosition?: () => Promise<number | null>;
  },
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<boolean>> {
  const indexFile = path.join(webDir, 'index.html');
  const renderer = pageRenderer(webDir, answers, app.log);
  // Once the app is ready, the served versions' pages are rendered in the background (a worker), while the server
  // starts its job queue and then listens: the first visitor finds them drawn (docs/benchmarks.md, "The web part").
  app.addHook('onReady', () => {
    for (const [remoteName, url] of Object.entries(readRemotes(webDir)?.value ?? {})) {
      const versionDir = versionDirOf(webDir, url);
      if (versionDir && fs.existsSync(path.join(versionDir, 'pages'))) renderer.warm(versionDir, remoteName);
    }
  });
  app.addHook('onClose', () => renderer.close());
  const uploadedFile = uploads ? uploadedRemoteFiles(uploads.cacheDir, uploads.source, cacheControlFor) : null;
  // Each browser gets its own map (its canary choice), so no shared cache may keep one for others.
  app.get('/remotes.json', async (request, reply) => {
    const remotes = await remotesFor(request, reply, readRemotes(webDir)?.value ?? {}, uploads);
    return reply.header('cache-control', `${NO_CACHE}, private`).header('vary', 'cookie').type('application/json; charset=utf-8').send(JSON.stringify(remotes));
  });
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
  return async (request, reply) => {
    const pathname = routedPath(request.url);
    if (uploadedFile && (await uploadedFile(request, reply, pathname))) return true;
    if (!isPageNavigation(request)) return false;
    const built = readRemotes(webDir);
    // The page, its preloads and its inline map all follow the one map this browser gets.
    const remotes = built && (await remotesFor(request, reply, built.value, uploads));
    // The page carries this browser's remotes map (its canary choice), and may be drawn for the member the session
    // cookie names: no shared cache may hand it to another browser.
    reply.header('cache-control', `${NO_CACHE}, private`).header('vary', 'cookie').type('text/html; charset=utf-8');
    let html: string;
    // A remote the map points at an upload is served by the API too (not from webDir): its manifest is preloaded.
    const uploaded = (url: string) => built !== null && !Object.values(built.value).includes(url);
    // A page drawn before any script keeps its first route's preloads for its app's start: live, they would compete
    // with its paint for the line (measured: Lighthouse's LCP of / went from 1.4 s to 2.3 s with them). A page drawn by
    // scripts waits for them anyway.
    const preloadsFor = (map: Record<string, unknown>, drawnFirst: boolean) => {
      const preloads = firstRoutePreloads(webDir, map, pathname, uploaded);
      return drawnFirst ? appStartPreloads(preloads) : preloads;
    };
    try {
      const drawnForMember = remotes && (await memberPage(app, request, renderer, webDir, remotes, pathname, livePosition));
      if (drawnForMember) {
        // A member's page is theirs alone: kept nowhere, not even by the browser's cache or the service worker.
        reply.header('cache-control', 'no-store, private');
        void reply
          .code(200)
          .send(inlineAnswers(inlineRemotes(drawnForMember.html, JSON.stringify(remotes), preloadsFor(remotes, true)), drawnForMember.answers));
        return true;
      }
      const prerendered = remotes ? prerenderedPage(webDir, remotes, pathname) : null;
      // The page drawn with the answers of its reads; the build's file (drawn without them) if it cannot be.
      const drawn = prerendered && (await renderer.page(prerendered.versionDir, prerendered.remoteName, pathname));
      const page = drawn ? drawn.html : prerendered?.file.toString('utf8');
      html = page ?? fs.readFileSync(indexFile, 'utf8');
      if (remotes) html = inlineRemotes(html, JSON.stringify(remotes), preloadsFor(remotes, Boolean(page)));
      // The answers ride with every page but a build file drawn without them (its first render must match it).
      if (drawn) html = inlineAnswers(html, drawn.answers);
      else if (!page) html = inlineAnswers(html, renderer.fixedAnswers);
    } catch {
      html = NOT_BUILT_PAGE;
    }
    void reply.code(200).send(html);
    return true;
  };
}
