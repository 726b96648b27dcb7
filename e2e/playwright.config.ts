import { defineConfig, devices } from '@playwright/test';
import { e2ePort } from './fixtures/env.mjs';

const baseURL = `http://127.0.0.1:${e2ePort}`;

export default defineConfig({
  testDir: './tests',
  // A journey is a user's whole visit; on a busy 2-core machine one can take a minute. Each step keeps its own
  // 10 s expect (and 15 s action/navigation) guard, so a real hang still fails at the step that hangs.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1, // the deploy test swaps a remote under everyone's feet; one worker keeps runs honest
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node server.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 240_000, // a hang guard: on a busy 2-core machine the seeding CLI calls alone can take two minutes
    stdout: 'pipe',
  },
});
