// `npm start`: builds whatever front end is missing, then runs the API, which serves the apps and the API on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, run } from './lib/proc.mjs';
import { alreadyBuilt } from './build-web.mjs';
import { isStale } from '../api/scripts/build.mjs';

// Both checks run here, and a builder starts only when there is something to build: a start with everything built
// spends no time on two more Node processes (docs/benchmarks.md, "The web part").
if (!alreadyBuilt(false)) {
  const built = await run(process.execPath, [path.join(root, 'scripts', 'build-web.mjs'), '--if-missing']);
  if (built !== 0) process.exit(built);
}

// The API runs as JavaScript compiled once (api/dist), without a TypeScript loader: it starts in a fraction of the time.
if (isStale()) {
  const compiled = await run(process.execPath, [path.join(root, 'api', 'scripts', 'build.mjs'), '--if-stale']);
  if (compiled !== 0) process.exit(compiled);
}
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], { cwd: path.join(root, 'api'), stdio: 'inherit' });
// A process manager stops us with a signal: pass it on, so the server shuts down cleanly instead of being orphaned.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
