import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { GIVEN_ETAGS_KEY } from '@chapter/shared/constants';
import type { ReaderClock } from '@chapter/shared/readerClock';
import { API_DIR } from '../config';

/** The worker that renders a remote version's pages (scripts/lib/renderPages.mjs, shared with the build's prerender). */
const WORKER_FILE = path.join(API_DIR, '..', 'scripts', 'lib', 'renderPagesWorker.mjs');

type Answers = Record<string, unknown>;
/** What renderPages (scripts/lib/renderPages.mjs) is asked, but the web folder. */
interface RenderOptions {
  versionDir: string;
  remoteName: string;
  answers: Answers;
  only?: string[];
  member?: Member;
}
/** The member a page is drawn for: their verified token, and who it names. */
export interface Member {
  token: string;
  userId: string;
  /** The role the server's check of the token answered: the page is drawn with it (`data-role`). */
  role?: string | null;
  /** The live log's newest id before the page's reads were asked: the page's stream opens from it (docs/live.md). */
  liveFrom?: number | null;
  /** The events sent to every member that wake the drawn page (its path's `wakeOn`, areas.json; docs/live.md). */
  wakeOn?: readonly string[];
  /** The member's time zone and locale (their browser's cookie): the page's times are drawn in them (`data-clock`). */
  clock?: ReaderClock;
}
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
  /**
   * The member's page `pathname` of that version, drawn for the holder of `member.token` (already verified) with the
   * answers of its first reads as that member (`reads`, by route key); null if it cannot be drawn. The page carries
   * the `etags` those answers came with beside them (the kit's GIVEN_ETAGS_KEY).
   */
  memberPage(
    versionDir: string,
    remoteName: string,
    pathname: string,
    reads: Answers,
    etags: Record<string, string>,
    member: Member,
  ): Promise<ServedPage | null>;
  /** Stops the worker (the server closes). */
  close(): Promise<void>;
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

  /** The one worker that renders (started at the first render, started again after it fails), and its open renders. */
  let worker: Worker | null = null;
  const open = new Map<number, (pages: RenderedPage[] | null) => void>();
  let nextId = 0;
  const renderer = (): Worker => {
    if (worker) return worker;
    const started = new Worker(WORKER_FILE);
    started.unref();
    started.on('message', ({ id, result, error }: { id: number; result?: { pages: RenderedPage[] | null }; error?: string }) => {
      if (error) log.warn({ error }, 'rendering a page failed; serving it as it would be without the server drawing it');
      open.get(id)?.(result?.pages ?? null);
      open.delete(id);
    });
    // A worker that ends (crashed, out of memory) fails its open renders; the next render starts a new one.
    const fail = (error?: Error) => {
      if (error) log.warn({ err: error }, 'the page rendering worker failed; its pages are served as the build drew them');
      if (worker === started) worker = null;
      for (const [id, settle] of open) {
        settle(null);
        open.delete(id);
      }
    };
    started.once('error', fail);
    started.once('exit', () => fail());
    worker = started;
    return started;
  };

  const render = (options: RenderOptions) =>
    new Promise<RenderedPage[] | null>((resolve) => {
      const begun = Date.now();
      const id = nextId++;
      open.set(id, (pages) => {
        // A member's page is drawn on each of their requests: its time is worth a line only when debugging.
        const note = { versionDir: options.versionDir, pages: pages?.length, ms: Date.now() - begun };
        if (pages && options.member) log.debug(note, "drew a member's page with the answers of its first reads");
        else if (pages) log.info(note, 'rendered public pages with the answers of their reads');
        resolve(pages);
      });
      renderer().postMessage({ id, options: { webDir, ...options } });
    });

  const shellBuilt = () => fs.statSync(path.join(webDir, 'server', 'prerender.cjs'), { throwIfNoEntry: false })?.mtimeMs ?? 0;

  /** The version's pages drawn with the fixed answers: once per version and per shell build (a new build draws anew). */
  const pages = (versionDir: string, remoteName: string) => {
    const key = `${versionDir}\n${shellBuilt()}`;
    let rendered = versions.get(key);
    if (!rendered) {
      rendered = render({ versionDir, remoteName, answers: answers.fixed }).then((list) => (list ? new Map(list.map((page) => [page.pathname, page])) : null));
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
          page: render({ versionDir, remoteName, answers: drawnWith, only: [pathname] }).then((list) => {
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
    async memberPage(versionDir, remoteName, pathname, reads, etags, member) {
      // Drawn anew on every request: the answers are this member's, now. Nothing of it is kept here.
      const drawnWith = { ...answers.fixed, ...reads };
      const html = (await render({ versionDir, remoteName, answers: drawnWith, only: [pathname], member }))?.[0]?.html;
      return html ? { html, answers: JSON.stringify({ ...drawnWith, [GIVEN_ETAGS_KEY]: etags }) } : null;
    },
    async close() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
