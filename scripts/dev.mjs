// `npm run dev`: the API on port 4000 plus every declared app's webpack dev server (shell on 3000, remotes on their
// ports from shared/src/areas/areas.json). `npm run dev -- mfe-dashboard` runs the API and that remote's own dev
// host only, for a team working on its remote alone (sign in from the dev host's bar).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pnpmCommand, root } from './lib/proc.mjs';

const require = createRequire(import.meta.url);
const { SHELL, REMOTES, presentRemotes } = require('../shared/build/apps.cjs');

const [cmd, ...pre] = pnpmCommand();
const children = [];

function start(name, command, args, options) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${name}] `;
  const relay = (stream) => (chunk) => stream.write(String(chunk).replace(/^(?=.)/gm, prefix));
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  children.push(child);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !REMOTES.some((remote) => remote.pkg === name || remote.name === name));
if (unknown.length) {
  console.error(`Unknown remote ${unknown.join(', ')}; declared: ${REMOTES.map((remote) => remote.pkg).join(', ')}`);
  process.exit(2);
}
const remotes = presentRemotes().filter((remote) => wanted.length === 0 || wanted.includes(remote.pkg) || wanted.includes(remote.name));
const absent = REMOTES.filter((remote) => !presentRemotes().includes(remote) && (wanted.length === 0 || wanted.includes(remote.pkg)));
if (absent.length) console.log(`Declared but without a package in this checkout, not started: ${absent.map((remote) => remote.pkg).join(', ')}`);
const apps = wanted.length ? remotes : [SHELL, ...remotes];

start('api', process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], {
  cwd: path.join(root, 'api'),
  env: { ...process.env, PORT: process.env.API_PORT ?? '4000' },
});
for (const app of apps) start(app.pkg, cmd, [...pre, '--filter', app.pkg, 'run', 'dev']);

for (const app of apps) console.log(`${app.pkg}: http://localhost:${app.port}${app === SHELL ? '' : ' (its own dev host)'}`);
console.log('Open a page once its dev server says it compiled. Ctrl+C stops everything.');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
