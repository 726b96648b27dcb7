import { defineConfig, devices } from '@playwright/test';
import { e2ePort } from './fixtures/env.mjs';

const baseURL = `http://127.0.0.1:${e2ePort}`;
const browserUse = { ...devices['Desktop Chrome'], channel: undefined };
/**
 * The specs that read the seeded demo members' points and ranks (the boards, the dashboard's top 5 and rank), and those
 * that give someone points for a while (a newcomer's 5, the live board's lead): one after another, never side by side.
 */
const POINTS = ['**/adminNewcomer.spec.ts', '**/dashboard.spec.ts', '**/leaderboard.spec.ts', '**/live.spec.ts'];
/** The journey that waits minutes for a sandbox contest to end (and then awards its points). */
const CONTEST_WAIT = '**/upcomingContests.spec.ts';

export default defineConfig({
  testDir: './tests',
  // A journey is a user's whole visit; on a busy 2-core machine one can take a minute. Each step keeps its own
  // 10 s expect (and 15 s action/navigation) guard, so a real hang still fails at the step that hangs.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each project runs one test at a time (the deploy tests swap a remote under everyone's feet). The second worker is
  // for the contest journey, which spends about five of its six minutes waiting for a real sandbox contest to end: it
  // waits beside the rest of the suite instead of holding it up (see projects below).
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // A trace is kept for a failed test to open locally. CI keeps only the printed output, so there it would cost about
    // a third of the suite's time (measured: 63 s against 48 s for three specs) for files nobody can open.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [...POINTS, CONTEST_WAIT], workers: 1, use: browserUse },
    // The journeys that read the demo members' points as seeded or change them for a while, then the contest journey,
    // which awards points to one of them: one after another, in file order, beside `chromium`. (Not as a
    // project dependency: Playwright starts a dependent project only once every other project has ended.)
    { name: 'points', testMatch: [...POINTS, CONTEST_WAIT], workers: 1, use: browserUse },
  ],
  webServer: {
    command: 'node server.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 240_000, // a hang guard: on a busy 2-core machine the seeding CLI calls alone can take two minutes
    stdout: 'pipe',
  },
});
