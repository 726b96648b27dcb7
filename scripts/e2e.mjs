// `npm run test:e2e`: makes a test build of the apps if there is none (it carries the federation probe the suite
// reads), then runs the Playwright suite in Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib/proc.mjs';
import { createTally, playwrightCounts, resultsDir } from './lib/results.mjs';
import { scanLog } from './lib/logScan.mjs';

const began = performance.now();
const built = await run(process.execPath, [path.join(root, 'scripts', 'build-web.mjs'), '--test', '--if-missing']);
const tally = createTally();
if (built !== 0) {
  tally.add('e2e (build failed)', 0, 1, (performance.now() - began) / 1000);
} else {
  fs.mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, 'playwright.json');
  fs.rmSync(out, { force: true });
  const code = await run(path.join(root, 'e2e', 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  const { passed, failed } = playwrightCounts(out, code);
  tally.add('e2e (with the build)', passed, failed, (performance.now() - began) / 1000);
  // The whole run's server log holds no token in any URL or line (a filtered run may open no stream: not scanned).
  if (process.argv.length <= 2) {
    const file = path.join(root, 'e2e', '.tmp', 'server.log');
    const { requests, streams, problems } = scanLog(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    console.log(`\nLog scan of ${path.relative(root, file)}: ${requests} requests, ${streams} streams, ${problems.length} problems`);
    for (const problem of problems.slice(0, 20)) console.log(`  ✗ ${problem}`);
    tally.add('e2e log scan (no token in a URL or log line)', problems.length ? 0 : 1, problems.length ? 1 : 0);
  }
}
tally.print();
tally.save('e2e.json');
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
