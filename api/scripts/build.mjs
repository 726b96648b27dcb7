// Compiles the API to JavaScript once (api/dist), so `npm start` runs plain Node without a TypeScript loader.
// `--if-stale` does nothing when dist is newer than every source file of the API, @chapter/shared and @chapter/contract.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  path.join(apiDir, 'src'),
  path.join(apiDir, '..', 'shared', 'src'),
  path.join(apiDir, '..', 'contract', 'src'),
  path.join(apiDir, 'package.json'),
];
const outdir = path.join(apiDir, 'dist');
// Entry names are flat (dist/server.js, dist/cli.js): the code finds the API folder as the parent of its own file.
const entryPoints = { server: 'src/server.ts', cli: 'src/cli/index.ts', sandbox: 'src/platforms/sandbox/main.ts' };

function newestSource(target) {
  let newest = 0;
  for (const entry of [target].flat()) {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) continue;
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else for (const file of fs.readdirSync(entry, { recursive: true })) newest = Math.max(newest, fs.statSync(path.join(entry, String(file))).mtimeMs);
  }
  return newest;
}

export function isStale() {
  const built = fs.statSync(path.join(outdir, 'server.js'), { throwIfNoEntry: false });
  return !built || newestSource(sources) > built.mtimeMs;
}

/**
 * The API's packages, left in node_modules by a build; only the workspace's own (@chapter/shared, @chapter/contract:
 * TypeScript source) are compiled in.
 */
export function externalPackages(dir = apiDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@chapter/'));
}

export async function buildApi() {
  // Loaded only to build: `npm start` asks isStale() first, without it.
  const { build } = await import('esbuild');
  const external = externalPackages();
  await build({
    absWorkingDir: apiDir,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  // The sandbox reads its sample data beside its own file.
  fs.copyFileSync(path.join(apiDir, 'src', 'platforms', 'sandbox', 'sample-data.json'), path.join(outdir, 'sample-data.json'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);
  const started = performance.now();
  await buildApi();
  console.log(`API compiled to api/dist in ${Math.round(performance.now() - started)} ms`);
}
