// `npm run screenshots`: builds the apps if needed, then saves every public page at 1280 px and 390 px wide
// into e2e/.tmp/screenshots for checking by eye.
import path from 'node:path';
import { root, run } from './lib/proc.mjs';

const built = await run(process.execPath, [path.join(root, 'scripts', 'build-web.mjs'), '--if-missing']);
if (built !== 0) process.exit(built);
const code = await run(path.join(root, 'e2e', 'node_modules', '.bin', 'playwright'), ['test', '--config', 'screenshots.config.ts', ...process.argv.slice(2)], {
  cwd: path.join(root, 'e2e'),
});
console.log(`screenshots in ${path.join(root, 'e2e', '.tmp', 'screenshots')}`);
process.exit(code);
