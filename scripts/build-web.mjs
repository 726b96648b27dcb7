// Builds the front end into dist/web: the shell at the root, each remote into remotes/<package>/<version>/,
// and remotes.json naming the version each remote serves. `--if-missing` does nothing when a build is there.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { root, run } from './lib/proc.mjs';

const require = createRequire(import.meta.url);
export const { SHELL, REMOTES, presentRemotes } = require('../shared/build/apps.cjs');

export const webDir = process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : path.join(root, 'dist', 'web'); // the folder the API serves
export const remotesJson = path.join(webDir, 'remotes.json');
export const deploymentsJson = path.join(webDir, 'deployments.json');

export function findRemote(pkg) {
  const remote = REMOTES.find((candidate) => candidate.pkg === pkg || candidate.name === pkg);
  if (!remote) throw new Error(`Unknown remote "${pkg}"; known: ${REMOTES.map((r) => r.pkg).join(', ')}`);
  if (!presentRemotes().includes(remote)) throw new Error(`${remote.pkg} has no package in this checkout`);
  return remote;
}

/** Runs the package's own webpack in production mode, writing to outputDir. */
export async function webpackBuild(pkg, outputDir, buildId) {
  const pkgDir = path.join(root, pkg);
  const cli = createRequire(path.join(pkgDir, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const code = await run(process.execPath, [cli, '--mode', 'production'], {
    cwd: pkgDir,
    env: { ...process.env, NODE_ENV: 'production', OUTPUT_DIR: outputDir, BUILD_ID: buildId },
  });
  if (code !== 0) throw new Error(`webpack failed for ${pkg} (exit ${code})`);
}

export function readJson(file, fallback) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;
}

/** Write to a temporary file, then rename: readers see the old file or the new one, never half of one. */
export function writeJsonAtomic(file, value) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

function timestamp(date = new Date()) {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14); // YYYYMMDDHHmmss, UTC
}

/** Builds one remote into a new folder remotes/<pkg>/<timestamp>-<hash>/ and returns where it went. */
export async function buildRemoteVersion(remote) {
  const stamp = timestamp();
  const buildId = process.env.BUILD_ID || `${remote.pkg}@${stamp}`;
  const base = path.join(webDir, 'remotes', remote.pkg);
  const staging = path.join(base, `.building-${stamp}-${process.pid}`);
  await webpackBuild(remote.pkg, staging, buildId);
  const manifestFile = path.join(staging, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${remote.pkg}: the build wrote no mf-manifest.json`);
  // The manifest lists every content-hashed file, so its hash is the build's content hash.
  const hash = crypto.createHash('sha256').update(fs.readFileSync(manifestFile)).digest('hex').slice(0, 8);
  const version = `${stamp}-${hash}`;
  const finalDir = path.join(base, version);
  fs.renameSync(staging, finalDir);
  return { version, buildId, url: `/remotes/${remote.pkg}/${version}/mf-manifest.json` };
}

/** Appends one event to a remote's deployment history. */
export function recordDeployment(remote, entry) {
  const history = readJson(deploymentsJson, {});
  (history[remote.name] ??= []).push({ ...entry, at: new Date().toISOString() });
  writeJsonAtomic(deploymentsJson, history);
}

function alreadyBuilt() {
  if (!fs.existsSync(path.join(webDir, 'index.html')) || !fs.existsSync(remotesJson)) return false;
  const listed = readJson(remotesJson, {});
  return presentRemotes().every((remote) => listed[remote.name] && fs.existsSync(path.join(webDir, listed[remote.name])));
}

async function main() {
  if (process.argv.includes('--if-missing') && alreadyBuilt()) {
    console.log(`dist/web is already built (${path.relative(root, remotesJson)} lists every remote); nothing to do.`);
    return;
  }
  const started = Date.now();
  console.log(`Building ${SHELL.pkg} into ${path.relative(root, webDir)} …`);
  await webpackBuild(SHELL.pkg, webDir, process.env.BUILD_ID || `shell@${timestamp()}`); // cleans dist/web first

  const remotes = {};
  for (const remote of presentRemotes()) {
    console.log(`Building ${remote.pkg} …`);
    const built = await buildRemoteVersion(remote);
    remotes[remote.name] = built.url;
    recordDeployment(remote, { action: 'deploy', version: built.version, url: built.url, buildId: built.buildId });
    console.log(`  ${remote.name} -> ${built.url}`);
  }
  writeJsonAtomic(remotesJson, remotes);
  console.log(`Wrote ${path.relative(root, remotesJson)} with ${Object.keys(remotes).length} remote(s) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
