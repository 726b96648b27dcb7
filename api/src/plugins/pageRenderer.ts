import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { API_DIR } from '../config';

/** The worker that renders a remote version's pages (scripts/lib/renderPages.mjs, shared with the build's prerender). */
const WORKER_FILE = path.join(API_DIR, '..', 'scripts', 'lib', 'renderPagesWorker.mjs');

type Answers = Record<string, unknown>;
interface RenderedPage {
  pathname: string;
  /** The public reads the page draws with (route keys). */
  reads: string[];
  html: string;
}

/**
 * The answers of the public reads pages draw with: `fixed` ones the server knows at start (GET /config's) and
 * `current` ones it reads for each request of a page that draws with them (the landing page's live figures).
 */
export interface PageAnswers {
  fixed: Answers;
  current: Record<string, () => Promise<unknown>>;
}

/** A page drawn by the server, and the answers it was drawn with as JSON (the page carries them). */
export interface ServedPage {
  html: string;
  answers: string;
}

/** Renders the public pages of the remote versions the server serves, with the answers of the server's own reads. */
export interface PageRenderer {
  /** The fixed answers as JSON: what a page not drawn here (the shell's own) carries. */
  fixedAnswers: string;
  /** Renders the pages of the remote `remoteName` in `versionDir` ahead of any request (once per version). */
  warm(versionDir: string, remoteName: string): void;
  /** The page `pathname` of that version drawn with the current answers; null if it cannot be drawn. */
  page(versionDir: string, remoteName: string, pathname: string): Promise<ServedPage | null>;
}

/**
 * The build's prerendered files are drawn without the answers (the chapter's configuration is the server's, the figures
 * change): each version's pages are rendered again here, in a worker, and kept in memory (a version folder never
 * changes; its pages are a few hundred kB). A page that reads more than the fixed answers is rendered again when its
 * answers change, one render at a time per page: meanwhile requests get the render under way. A version or page that
 * cannot be rendered is served as the build drew it, as before (docs/architecture.md).
 */
export function pageRenderer(webDir: string, answers: PageAnswers, log: FastifyBaseLogger): PageRenderer {
  const fixedAnswers = JSON.stringify(answers.fixed);
  const versions = new Map<string, Promise<Map<string, RenderedPage> | null>>();
  const current = new Map<string, { key: string; settled: boolean; page: Promise<ServedPage | null> }>();

  const render = (versionDir: string, remoteName: string, drawnWith: Answers, only?: string[]) =>
    new Promise<RenderedPage[] | null>((resolve) => {
      const started = Date.now();
      const worker = new Worker(WORKER_FILE, { workerData: { webDir, remoteName, versionDir, answers: drawnWith, only } });
      worker.once('message', (result: { pages: RenderedPage[] | null }) => {
        if (result.pages)
          log.info({ versionDir, pages: result.pages.length, ms: Date.now() - started }, 'rendered public pages with the answers of their reads');
        resolve(result.pages);
      });
      worker.once('error', (error) => {
        log.warn({ err: error, versionDir }, 'rendering the public pages failed; serving them as the build drew them');
        resolve(null);
      });
      // Ended without an answer (killed, out of memory): as a failure.
      worker.once('exit', () => resolve(null));
    });

  const shellBuilt = () => fs.statSync(path.join(webDir, 'server', 'prerender.cjs'), { throwIfNoEntry: false })?.mtimeMs ?? 0;

  /** The version's pages drawn with the fixed answers: once per version and per shell build (a new build draws anew). */
  const pages = (versionDir: string, remoteName: string) => {
    const key = `${versionDir}\n${shellBuilt()}`;
    let rendered = versions.get(key);
    if (!rendered) {
      rendered = render(versionDir, remoteName, answers.fixed).then((list) => (list ? new Map(list.map((page) => [page.pathname, page])) : null));
      versions.set(key, rendered);
    }
    return rendered;
  };

  /** The answers of a page's reads now; null if one has no reader here or fails (the page then asks it itself). */
  const answersFor = async (reads: string[]): Promise<Answers | null> => {
    const drawnWith: Answers = { ...answers.fixed };
    for (const read of reads) {
      if (read in drawnWith) continue;
      const reader = answers.current[read];
      if (!reader) return null;
      try {
        drawnWith[read] = await reader();
      } catch (error) {
        log.warn({ err: error, read }, 'a public read failed; the page is served without its answer');
        return null;
      }
    }
    return drawnWith;
  };

  return {
    fixedAnswers,
    warm: (versionDir, remoteName) => void pages(versionDir, remoteName),
    async page(versionDir, remoteName, pathname) {
      const base = (await pages(versionDir, remoteName))?.get(pathname);
      if (!base) return null;
      const drawnFixed = { html: base.html, answers: fixedAnswers };
      if (base.reads.every((read) => read in answers.fixed)) return drawnFixed;
      const drawnWith = await answersFor(base.reads);
      if (!drawnWith) return drawnFixed;
      const slot = `${versionDir}\n${pathname}`;
      const carried = JSON.stringify(drawnWith);
      const key = `${shellBuilt()}\n${carried}`;
      let latest = current.get(slot);
      // A new render only when the answers changed and none is under way (one worker per page at a time).
      if (!latest || (latest.key !== key && latest.settled)) {
        const entry = {
          key,
          settled: false,
          page: render(versionDir, remoteName, drawnWith, [pathname]).then((list) => {
            entry.settled = true;
            const html = list?.[0]?.html;
            return html ? { html, answers: carried } : null;
          }),
        };
        current.set(slot, entry);
        latest = entry;
      }
      return (await latest.page) ?? drawnFixed;
    },
  };
}
