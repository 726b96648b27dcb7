// Builds the front end into dist/web: the shell at the root, each remote into remotes/<package>/<version>/,
// and remotes.json naming the version each remote serves. `--if-missing` does nothing when a build of the same kind
// is there; `--test` makes a test build (with the federation probe the e2e suite reads; what users get has none).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { root, runQuiet } from './lib/proc.mjs';
import { prerenderRemote } from './prerender.mjs';

/** `--verbose` (or BUILD_VERBOSE=1) prints webpack's whole output; otherwise one line per app, the output only on failure. */
const verbose = process.argv.includes('--verbose') || process.env.BUILD_VERBOSE === '1';

const require = createRequire(import.meta.url);
export const { SHELL, REMOTES, presentRemotes, SHARED_SINGLETONS } = require('../shared/build/apps.cjs');
// The webpack helpers load webpack itself (a quarter of a second): a build needs them, `--if-missing`'s check (npm start) does not.
const sharedConfig = (pkg) => require('../shared/build/webpack.cjs').sharedConfig(pkg);
// The one check of a remote build against the deployed shell, shared with the API's upload check.
const compat = require('../shared/build/compat.cjs');

export const webDir = process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : path.join(root, 'dist', 'web'); // the folder the API serves
export const remotesJson = path.join(webDir, 'remotes.json');
export const deploymentsJson = path.join(webDir, 'deployments.json');

export function findRemote(pkg) {
  const remote = REMOTES.find((candidate) => candidate.pkg === pkg || candidate.name === pkg);
  if (!remote) throw new Error(`Unknown remote "${pkg}"; known: ${REMOTES.map((r) => r.pkg).join(', ')}`);
  if (!presentRemotes().includes(remote)) throw new Error(`${remote.pkg} has no package in this checkout`);
  return remote;
}

/** Runs the package's own webpack in production mode, writing to outputDir; `test` adds the federation probe. */
export async function webpackBuild(pkg, outputDir, buildId, test = false) {
  const pkgDir = path.join(root, pkg);
  const cli = createRequire(path.join(pkgDir, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const started = Date.now();
  const { code, output } = await runQuiet(
    process.execPath,
    [cli, '--mode', 'production'],
    { cwd: pkgDir, env: { ...process.env, NODE_ENV: 'production', OUTPUT_DIR: outputDir, BUILD_ID: buildId, FEDERATION_PROBE: test ? 'on' : 'off' } },
    verbose,
  );
  if (code !== 0) {
    if (!verbose) process.stderr.write(output);
    throw new Error(`webpack failed for ${pkg} (exit ${code})`);
  }
  if (!verbose) console.log(`  ✓ ${pkg} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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

/** The deployed shell's record (deployments.json, key "shell"): its build, kind, and the shared versions it provides. */
export function deployedShell() {
  const history = readJson(deploymentsJson, {}).shell ?? [];
  return history[history.length - 1] ?? null;
}

/** The version of each shared singleton an app announces (what webpack reads from the package it resolves). */
export function providedVersions(pkg) {
  const pkgDir = path.join(root, pkg);
  const config = sharedConfig(JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')));
  const appRequire = createRequire(path.join(pkgDir, 'package.json'));
  const versions = {};
  for (const name of SHARED_SINGLETONS) {
    const owner = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    versions[name] = config[name].version ?? appRequire(`${owner}/package.json`).version;
  }
  // The shell also hands its federation runtime to the remotes (experiments.externalRuntime), which carry none.
  if (pkg === SHELL.pkg) versions[RUNTIME_CORE] = runtimeCoreVersion();
  return versions;
}

const { RUNTIME_CORE } = compat;
/** The runtime-core version the build uses: the one @module-federation/enhanced brings through runtime-tools. */
export function runtimeCoreVersion() {
  let from = path.join(root, 'shared', 'package.json');
  for (const name of ['@module-federation/enhanced', '@module-federation/runtime-tools', RUNTIME_CORE]) from = packageJsonOf(name, from);
  return JSON.parse(fs.readFileSync(from, 'utf8')).version;
}

/** The package.json of `name` as resolved from `from` (a package may not export its package.json). */
function packageJsonOf(name, from) {
  for (let dir = path.dirname(createRequire(from).resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === name) return file;
  }
  throw new Error(`no package.json found for ${name}`);
}

/**
 * Why the deployed shell cannot host this remote build (a singleton it needs in a version the shell does not
 * provide, e.g. a newer kit), or null. The shell's copy of a singleton is the one the page uses.
 */
export function incompatibility(remote, manifest, shell) {
  const { satisfy } = createRequire(path.join(root, 'shared', 'package.json'))('@module-federation/enhanced/runtime');
  return compat.incompatibility(remote.pkg, manifest, shell?.provides, runtimeCoreVersion(), satisfy);
}

/** Builds one remote into a new folder remotes/<pkg>/<timestamp>-<hash>/ and returns where it went. */
export async function buildRemoteVersion(remote, { test = deployedShell()?.test ?? false, check = null } = {}) {
  const stamp = timestamp();
  const buildId = process.env.BUILD_ID || `${remote.pkg}@${stamp}`;
  const base = path.join(webDir, 'remotes', remote.pkg);
  const staging = path.join(base, `.building-${stamp}-${process.pid}`);
  await webpackBuild(remote.pkg, staging, buildId, test);
  const manifestFile = path.join(staging, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${remote.pkg}: the build wrote no mf-manifest.json`);
  const refusal = check?.(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  if (refusal) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(refusal);
  }
  // The manifest lists every content-hashed file, so its hash is the build's content hash.
  const hash = crypto.createHash('sha256').update(fs.readFileSync(manifestFile)).digest('hex').slice(0, 8);
  const version = `${stamp}-${hash}`;
  const finalDir = path.join(base, version);
  fs.renameSync(staging, finalDir);
  // Its public pages as HTML, rendered with the deployed shell (scripts/prerender.mjs); a failure leaves no version.
  try {
    await prerenderRemote({ webDir, remote, versionDir: finalDir });
  } catch (error) {
    fs.rmSync(finalDir, { recursive: true, force: true });
    throw new Error(`${remote.pkg}: prerendering its pages failed: ${error.stack ?? error.message}`);
  }
  return { version, buildId, url: `/remotes/${remote.pkg}/${version}/mf-manifest.json` };
}

/** Appends one event to an app's deployment history (a remote's, or the shell's under "shell"). */
export function recordDeployment(remote, entry) {
  const history = readJson(deploymentsJson, {});
  (history[remote.name] ??= []).push({ ...entry, at: new Date().toISOString() });
  writeJsonAtomic(deploymentsJson, history);
}

/** Whether webDir holds a complete build of this kind (`test`: a test build), every remote's version present. */
export function alreadyBuilt(test) {
  if (!fs.existsSync(path.join(webDir, 'index.html')) || !fs.existsSync(remotesJson)) return false;
  if ((deployedShell()?.test ?? false) !== test) return false; // a test build is never served as the app, nor the reverse
  const listed = readJson(remotesJson, {});
  return presentRemotes().every((remote) => listed[remote.name] && fs.existsSync(path.join(webDir, listed[remote.name])));
}

async function main() {
  const test = process.argv.includes('--test');
  const kind = test ? 'test build' : 'build';
  if (process.argv.includes('--if-missing') && alreadyBuilt(test)) {
    console.log(`dist/web is already a ${kind} (${path.relative(root, remotesJson)} lists every remote); nothing to do.`);
    return;
  }
  const started = Date.now();
  console.log(`Building the apps into ${path.relative(root, webDir)} (${kind}; --verbose shows webpack's output) …`);
  const shellBuildId = process.env.BUILD_ID || `shell@${timestamp()}`;
  await webpackBuild(SHELL.pkg, webDir, shellBuildId, test); // cleans dist/web first
  // What deploy:remote checks a remote against: the shared versions this shell gives the page.
  recordDeployment(SHELL, { action: 'build', buildId: shellBuildId, test, provides: providedVersions(SHELL.pkg) });

  const remotes = {};
  const skipped = REMOTES.filter((remote) => !presentRemotes().includes(remote)).map((remote) => remote.pkg);
  if (skipped.length) console.log(`Declared but without a package in this checkout, not built: ${skipped.join(', ')}`);
  for (const remote of presentRemotes()) {
    const built = await buildRemoteVersion(remote, { test });
    remotes[remote.name] = built.url;
    recordDeployment(remote, { action: 'deploy', version: built.version, url: built.url, buildId: built.buildId });
    if (verbose) console.log(`  ${remote.name} -> ${built.url}`);
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
