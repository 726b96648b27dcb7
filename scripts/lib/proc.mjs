// Small helpers the root scripts share: where the repository is, how to call pnpm, how to run a command.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const pinned = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager; // e.g. pnpm@10.34.9

/** pnpm as a command line: the installed one when its version matches the pin, else through npx (works with only Node and npm). */
export function pnpmCommand() {
  const wanted = pinned.split('@')[1];
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim() === wanted) return ['pnpm'];
  return ['npx', '--yes', pinned];
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Runs a command quietly, keeping its output to show only when it fails (or always with `echo`). */
export function runQuiet(cmd, args, options = {}, echo = false) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: echo ? 'inherit' : ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

/** Workspace packages (folder names) that define the given script. */
export function packagesWithScript(script) {
  return fs
    .readdirSync(root)
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .filter((dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).scripts?.[script])
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

function order(dir) {
  return ['shared', 'api', 'shell'].includes(dir) ? ['shared', 'api', 'shell'].indexOf(dir) : 3;
}
