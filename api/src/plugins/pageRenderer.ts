import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { API_DIR } from '../config';

/** The worker that renders a remote version's pages (scripts/lib/renderPages.mjs, shared with the build's prerender). */
const WORKER_FILE = path.join(API_DIR, '..', 'scripts', 'lib', 'renderPagesWorker.mjs');

type Rendered = { pages: { pathname: string; html: string }[] | null; reason?: string };

/** Renders the public pages of the remote versions the server serves, with the server's chapter configuration. */
export interface PageRenderer {
  /** The pages of the remote `remoteName` in `versionDir` by path, drawn with the configuration; null if they cannot be. */
  pages(versionDir: string, remoteName: string): Promise<ReadonlyMap<string, string> | null>;
  /** One of those pages; null if it cannot be drawn. */
  page(versionDir: string, remoteName: string, pathname: string): Promise<string | null>;
}

/**
 * The build's prerendered files are drawn without the chapter's configuration (it is the server's, not the build's):
 * each version's pages are rendered again here, once per version and per shell build, in a worker, and kept in memory
 * (a version folder never changes; the pages of one version are a few hundred kB). A version that cannot be rendered
 * is remembered as such (null) and its build files are served, as before (docs/architecture.md).
 */
export function pageRenderer(webDir: string, chapterConfig: unknown, log: FastifyBaseLogger): PageRenderer {
  const versions = new Map<string, Promise<Map<string, string> | null>>();

  const render = (versionDir: string, remoteName: string) =>
    new Promise<Map<string, string> | null>((resolve) => {
      const started = Date.now();
      const worker = new Worker(WORKER_FILE, { workerData: { webDir, remoteName, versionDir, chapterConfig } });
      worker.once('message', (result: Rendered) => {
        if (result.pages)
          log.info({ versionDir, pages: result.pages.length, ms: Date.now() - started }, "rendered the public pages with this chapter's configuration");
        resolve(result.pages ? new Map(result.pages.map((page) => [page.pathname, page.html])) : null);
      });
      worker.once('error', (error) => {
        log.warn({ err: error, versionDir }, 'rendering the public pages failed; serving them as the build drew them');
        resolve(null);
      });
      // Ended without an answer (killed, out of memory): as a failure.
      worker.once('exit', () => resolve(null));
    });

  const pages = (versionDir: string, remoteName: string) => {
    // A new shell build (npm run build while the server runs) draws the frame differently: render again.
    const shellBuilt = fs.statSync(path.join(webDir, 'server', 'prerender.cjs'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const key = `${versionDir}\n${shellBuilt}`;
    let rendered = versions.get(key);
    if (!rendered) {
      rendered = render(versionDir, remoteName);
      versions.set(key, rendered);
    }
    return rendered;
  };

  return {
    pages,
    page: async (versionDir, remoteName, pathname) => (await pages(versionDir, remoteName))?.get(pathname) ?? null,
  };
}
