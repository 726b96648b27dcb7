// Two (or more) compiled API instances on one PostgreSQL database and one Redis, behind HAProxy with the repository's
// deploy/haproxy.cfg: what `npm run test:cluster` and the cluster figures of `npm run bench` start.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from './proc.mjs';

const apiDir = path.join(root, 'api');
/** The API's own packages (pg, ioredis, pg-boss, autocannon): the root has no dependencies of its own. */
export const apiRequire = createRequire(path.join(apiDir, 'package.json'));

export const clusterSettings = () => ({
  /** A PostgreSQL server the suite may create a database on (it drops and recreates `database`). */
  serverUrl: process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: process.env.CLUSTER_DATABASE ?? 'chapter_cluster',
  redisUrl: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/0',
  /** The balancer listens here; the instances on the next ports. */
  port: Number(process.env.CLUSTER_PORT ?? 4420),
});

/** What is missing to run two instances behind a balancer, in words; empty when everything answers. */
export async function missingServices({ serverUrl, redisUrl }) {
  const missing = [];
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) missing.push('HAProxy is not installed (Debian: apt-get install haproxy)');
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    missing.push(`PostgreSQL does not answer at ${serverUrl} (${error.message}); set CLUSTER_POSTGRES_URL`);
  } finally {
    await client.end().catch(() => {});
  }
  const { Redis } = apiRequire('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    missing.push(`Redis does not answer at ${redisUrl} (${error.message}); set CLUSTER_REDIS_URL`);
  } finally {
    redis.disconnect();
  }
  return missing;
}

/** A fresh, empty database `name` on the server; resolves with its URL. */
export async function freshDatabase(serverUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`CLUSTER_DATABASE must be a plain lower-case name (got "${name}")`);
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl, name) {
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** Compiles the API (api/dist) when its sources changed since the last build. */
export function buildApi() {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: apiDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('compiling the API failed');
}

/**
 * The settings every instance shares (README "Run several API instances"): one database, one Redis, one token
 * secret, the chapter's settings; behind a proxy (client address from X-Forwarded-For).
 */
export function sharedEnv({ databaseUrl, redisUrl, overrides = {} }) {
  const nowhere = 'http://127.0.0.1:9'; // no platform is reachable from a test: fetches fail at once, offline
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(36).toString('base64url'),
    CHAPTER_TIMEZONE: 'UTC',
    CHAPTER_NAME: 'Cluster Chapter',
    TRUST_PROXY: 'true',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    WEB_DIR: path.join(os.tmpdir(), 'chapter-cluster-no-web'),
    PLATFORM_LEETCODE_URL: nowhere,
    PLATFORM_CODEFORCES_URL: nowhere,
    PLATFORM_CODECHEF_URL: nowhere,
    PLATFORM_GFG_URL: nowhere,
    ...overrides,
  };
}

/** Runs the compiled operator CLI with `env`; throws with its output when it fails. */
export function cli(env, ...args) {
  const result = spawnSync(process.execPath, ['dist/cli.js', ...args], { cwd: apiDir, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cli ${args[0]} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** The same, without blocking: several commands may run side by side on a migrated database. */
export function cliAsync(env, ...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli.js', ...args], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`cli ${args[0]} failed: ${output}`))));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a truthy value; throws `what` after `timeoutMs`. */
export async function waitFor(probe, what, timeoutMs = 30_000, everyMs = 100) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      if (error?.fatal) throw error; // not worth waiting for (the process died)
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * Starts one compiled API instance (`node api/dist/server.js`, as `npm start` runs it) on `port` with a data folder of
 * its own; its output is kept (JSON log lines) in `lines` and in `<dataDir>.log`.
 */
export function startInstance({ name, port, env, dataDir }) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const log = fs.createWriteStream(`${dataDir}.log`);
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiDir,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  let rest = '';
  const take = (chunk) => {
    log.write(chunk);
    rest += chunk;
    const parts = rest.split('\n');
    rest = parts.pop();
    lines.push(...parts);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    base,
    dataDir,
    child,
    lines,
    exited,
    /** Log entries (pino JSON) whose message is `msg`. */
    logged: (msg) =>
      lines.filter((line) => {
        try {
          return JSON.parse(line).msg === msg;
        } catch {
          return false;
        }
      }),
    ready: () =>
      waitFor(
        async () => {
          if (child.exitCode !== null) throw Object.assign(new Error(`${name} exited during start-up:\n${lines.slice(-20).join('\n')}`), { fatal: true });
          return (await fetch(`${base}/api/v1/health`)).ok;
        },
        `${name} to answer on ${base}`,
        60_000,
      ),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      log.end();
    },
  };
}

/**
 * HAProxy with deploy/haproxy.cfg, listening on `port`, round robin over `servers` (two addresses host:port), in the
 * foreground. Resolves once it answers (through whichever server is up).
 */
export async function startBalancer({ port, servers }) {
  const child = spawn('haproxy', ['-f', path.join(root, 'deploy', 'haproxy.cfg'), '-db'], {
    env: { ...process.env, BALANCER_BIND: `127.0.0.1:${port}`, API_1: servers[0], API_2: servers[1] },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw Object.assign(new Error(`haproxy exited: ${output}`), { fatal: true });
      return (await fetch(`${base}/api/v1/health`)).ok;
    },
    `haproxy on ${base}`,
    20_000,
  );
  return {
    base,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
