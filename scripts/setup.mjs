// Installs the workspace's dependencies when they are missing or stale, with nothing but Node and npm needed.
import fs from 'node:fs';
import path from 'node:path';
import { pnpmCommand, root, run } from './lib/proc.mjs';

const quiet = process.argv.includes('--quiet');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
  process.exit(1);
}

const marker = path.join(root, 'node_modules', '.modules.yaml');
const lock = path.join(root, 'pnpm-lock.yaml');
const upToDate = fs.existsSync(marker) && (!fs.existsSync(lock) || fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs);

if (upToDate && quiet) process.exit(0);
const [cmd, ...pre] = pnpmCommand();
if (!quiet) console.log(`Installing dependencies with ${[cmd, ...pre].join(' ')} …`);
const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
process.exit(await run(cmd, [...pre, 'install', ...frozen]));
