// Two figures of how the signed-in app feels once it is open (issue 33), measured in Playwright's Chromium on loopback
// without throttling, signed in as the bench member:
// - moving inside the app to an area whose code has not loaded yet: from the click on the main navigation's link to
//   the new area's heading (the page's <h1> in <main> with a new text, laid out), timed inside the page, once the
//   dashboard's app has settled and once clicked as soon as it has attached;
// - a repeat visit to /dashboard in the same browser profile, once the first visit's service worker controls the site
//   and the member's data is kept on the device (docs/pwa.md, docs/offline.md): first contentful paint and largest
//   contentful paint, as the page's own PerformanceObserver reports them.
// Each is the median of BENCH_NAVIGATION_RUNS (default 5) runs, each run in a fresh browser context.
/* global document, MutationObserver, requestIdleCallback -- settled, clickToHeading and paintTimes run in the page */
import { clockInPage } from './clockCookie.mjs';
import { rateBudget } from './lighthouse.mjs';

export const NAVIGATIONS = [
  { name: 'dashboard → overall board', from: '/dashboard', link: 'Leaderboard' },
  { name: 'dashboard → practice', from: '/dashboard', link: 'Practice' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * A context whose pages start signed in, as the login form leaves a member: the token under localStorage "auth" and in
 * the session cookie (shell/src/features/session/sessionStore.ts), and the browser's time zone and locale as the app
 * of the page they signed in on kept them (clockCookie.mjs): the server draws the member's pages.
 */
async function signedInContext(browser, token, base) {
  const context = await browser.newContext();
  const blank = await context.newPage();
  const { cookie, kept } = await blank.evaluate(clockInPage);
  const [clockName, clockValue] = cookie;
  await blank.close();
  await context.addInitScript(
    ({ value, clock }) => {
      globalThis.localStorage.setItem('auth', value);
      globalThis.localStorage.setItem(...clock);
    },
    { value: token, clock: kept },
  );
  await context.addCookies([
    { name: 'chapter_session', value: token, url: base, sameSite: 'Lax' },
    { name: clockName, value: clockValue, url: base, sameSite: 'Lax' },
  ]);
  return context;
}

/**
 * A page the server drew for the member (docs/architecture.md) starts its app on the member's first act: the pointer
 * moves over it, as a member's would before a click; the move is measured once React has attached.
 */
async function startedApp(page) {
  await page.mouse.move(8, 8);
  await page.mouse.move(16, 16);
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Runs in the page: resolves once the app has settled after its start: the browser idle (hydration committed, its
 * effects run) and no request ended for half a second (the drawn page's reads read again, the session's check, the
 * stream's ticket), at the latest after 10 s.
 */
function settled() {
  return new Promise((resolve) => {
    const ended = () => performance.getEntriesByType('resource').length;
    const giveUp = setTimeout(resolve, 10_000);
    let seen = -1;
    const check = () =>
      requestIdleCallback(
        () => {
          const now = ended();
          if (now === seen) {
            clearTimeout(giveUp);
            resolve();
          } else {
            seen = now;
            setTimeout(check, 500);
          }
        },
        { timeout: 2_000 },
      );
    check();
  });
}

/**
 * Runs in the page: clicks the main navigation's link named `name` and resolves with the ms until a new <main> <h1>
 * shows, and the requests made meanwhile (`{ name, start, end }`, ms after the click).
 */
function clickToHeading(name) {
  return new Promise((resolve, reject) => {
    const heading = () => document.querySelector('main h1');
    const before = heading()?.textContent ?? '';
    const link = [...document.querySelectorAll('nav a')].find((anchor) => anchor.textContent?.trim() === name);
    if (!link) return reject(new Error(`no navigation link named ${name}`));
    let start = 0;
    const shown = () => {
      const now = heading();
      return now !== null && now.textContent !== before && now.getBoundingClientRect().height > 0;
    };
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      const ms = performance.now() - start;
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= start)
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime - start, end: entry.responseEnd - start }));
      resolve({ ms, requests });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no new heading 30 s after clicking ${name}`));
    }, 30_000);
    start = performance.now();
    link.click();
  });
}

/** Runs in the page: its first contentful paint and (once the page is idle) largest contentful paint, in ms. */
function paintTimes() {
  return new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    let lcp = NaN;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve({ fcp, lcp }), 1_000);
  });
}

/**
 * Each move is timed twice over: from a dashboard whose app has settled (the move itself, issue 33's figure), and
 * clicked as soon as React has attached, while the app's start (the rest of hydration, its first requests) still
 * competes with the move on the page's thread and the server (docs/benchmarks.md).
 */
const WHEN = [
  { when: 'settled', ready: (page) => page.evaluate(settled) },
  { when: 'atStart', ready: async () => {} },
];

/** { navigations: { name: { settled: ms, atStart: ms } }, repeatVisit: { fcp, lcp } }, medians. */
export async function navigationFigures({ browser, base, token, runs = Number(process.env.BENCH_NAVIGATION_RUNS ?? 5) }) {
  const navigations = {};
  for (const { name, from, link } of NAVIGATIONS) {
    navigations[name] = {};
    for (const { when, ready } of WHEN) {
      const moves = [];
      for (let i = 0; i < runs; i += 1) {
        await rateBudget(base, 40);
        const context = await signedInContext(browser, token, base);
        const page = await context.newPage();
        await page.goto(base + from, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        await startedApp(page);
        await ready(page);
        moves.push(await page.evaluate(clickToHeading, link));
        await context.close();
      }
      navigations[name][when] = median(moves.map((move) => move.ms));
      // BENCH_NAVIGATION_DETAIL=1: what the median move waited for, request by request.
      if (process.env.BENCH_NAVIGATION_DETAIL) {
        const typical = [...moves].sort((a, b) => a.ms - b.ms)[Math.floor(moves.length / 2)];
        console.log(`  ${name} (${when}): heading at ${Math.round(typical.ms)} ms after the click; requests (ms after the click):`);
        for (const request of typical.requests) {
          console.log(`    ${String(Math.round(request.start)).padStart(5)} → ${String(Math.round(request.end)).padStart(5)}  ${request.name}`);
        }
      }
    }
  }
  const fcps = [];
  const lcps = [];
  for (let i = 0; i < runs; i += 1) {
    await rateBudget(base, 60);
    const context = await signedInContext(browser, token, base);
    const first = await context.newPage();
    await first.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
    await startedApp(first);
    // The worker installed (its precache done) and in control; the device cache written (it writes once a second).
    // A build without the worker (an older one, measured for comparison) goes on after 15 s with its HTTP cache alone.
    const controlled = await first
      .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (controlled) await first.evaluate(() => navigator.serviceWorker.ready);
    await first.waitForTimeout(1_500);
    await first.close();
    const again = await context.newPage();
    await again.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
    const { fcp, lcp } = await again.evaluate(paintTimes);
    fcps.push(fcp);
    lcps.push(lcp);
    await context.close();
  }
  return { runs, navigations, repeatVisit: { fcp: median(fcps), lcp: median(lcps) } };
}

/** The lines `npm run bench` prints, each against the aim. */
export function navigationTable({ runs, navigations, repeatVisit }) {
  const lines = [`  Inside the app, signed in, loopback, no throttling, median of ${runs} (fresh browser context each):`];
  for (const [name, { settled: ms, atStart }] of Object.entries(navigations)) {
    lines.push(
      `    ${name.padEnd(28)} click to heading ${Math.round(ms)} ms${ms <= 250 ? '' : ' ✗'} (target ≤ 250 ms); clicked as the app starts: ${Math.round(atStart)} ms`,
    );
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  lines.push(
    `    repeat visit to /dashboard   FCP ${seconds(repeatVisit.fcp)}, LCP ${seconds(repeatVisit.lcp)}${repeatVisit.lcp <= 1000 ? '' : ' ✗'} (aim ≤ 1.0 s; warm service worker and device cache)`,
  );
  return lines.join('\n');
}
