// `npm run test:e2e`: makes a test build of the apps if there is none (it carries the federation probe the suite
// reads), then runs the Playwright suite in Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib/proc.mjs';
import { createTally, playwrightCounts, resultsDir } from './lib/results.mjs';

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
}
tally.print();
tally.save('e2e.json');
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
