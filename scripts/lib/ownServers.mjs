// A PostgreSQL server and a Redis of the suite's own, each a process the suite starts, stops and starts again on the
// same port and data (`npm run test:cluster`, docs/testing.md "Two instances behind HAProxy"): the outage checks stop
// them under load. PostgreSQL refuses to run as root, so as root initdb and postgres run as the `postgres` user
// (`runuser -u postgres --`) in a folder that user owns.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiRequire, waitFor } from './cluster.mjs';

/** A TCP port nothing listens on right now (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL's server programs: PG_BINDIR, `pg_config --bindir`, then /usr/lib/postgresql/<newest>/bin. */
function postgresBinDir() {
  const candidates = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (config.status === 0) candidates.push(config.stdout.trim());
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, version, 'bin'));
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres'))) ?? null;
}

const isRoot = () => process.getuid?.() === 0;

/** The uid and gid of the `postgres` user, or null. */
function postgresUser() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** What is missing to start the suite's own servers, in words; empty when nothing is. */
export function missingBinaries() {
  const missing = [];
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) missing.push('HAProxy is not installed (Debian: apt-get install haproxy)');
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
    missing.push('redis-server is not on the PATH (Debian: apt-get install redis-server)');
  }
  if (!postgresBinDir()) {
    missing.push(
      "PostgreSQL's initdb and postgres were not found (PG_BINDIR, `pg_config --bindir`, /usr/lib/postgresql/*/bin; Debian: apt-get install postgresql)",
    );
  } else if (isRoot()) {
    if (!postgresUser()) missing.push('running as root, but there is no `postgres` user to run PostgreSQL as (it refuses to run as root)');
    if (spawnSync('runuser', ['--help'], { stdio: 'ignore' }).status !== 0) missing.push('running as root, but `runuser` is missing');
  }
  return missing;
}

/** A child process whose output is kept (the last lines go into error messages). */
function spawnKept(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  child.on('error', (error) => keep(`\n${error.message}\n`));
  return { child, exited, output: () => output };
}

/** Waits until `answers()` says the server `name` (a spawnKept child) is up; fails at once if it exited instead. */
function untilAnswering(kept, name, answers, timeoutMs) {
  return waitFor(
    async () => {
      if (kept.child.exitCode !== null) throw Object.assign(new Error(`${name} exited: ${kept.output()}`), { fatal: true });
      return answers();
    },
    name,
    timeoutMs,
    50,
  );
}

/**
 * redis-server on a free port, with no persistence (a stopped Redis comes back empty, as one whose data is lost).
 * `stop()` ends it (SIGTERM), `start()` starts it again on the same port.
 */
export async function startRedis() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}/0`;
  let running = null;
  const { Redis } = apiRequire('ioredis');
  const answers = async () => {
    const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {});
    try {
      await redis.connect();
      return (await redis.ping()) === 'PONG';
    } finally {
      redis.disconnect();
    }
  };
  const server = {
    name: 'Redis',
    port,
    url,
    get running() {
      return running !== null;
    },
    async start() {
      if (running) return;
      running = spawnKept('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
      await untilAnswering(running, `redis-server on port ${port}`, answers, 15_000);
    },
    async stop() {
      if (!running) return;
      const current = running;
      running = null;
      if (current.child.exitCode === null) current.child.kill('SIGTERM');
      await current.exited;
    },
  };
  await server.start();
  return server;
}

/**
 * A PostgreSQL cluster made by initdb in a temporary folder (trust authentication for `postgres` on 127.0.0.1 and the
 * folder's socket; no fsync: it is thrown away), served on a free port. `stop()` is a fast shutdown (SIGINT: running
 * queries are cancelled, connections closed, as a server going down for a restart); `start()` starts it again on the
 * same folder and port. `remove()` stops it and deletes the folder.
 */
export async function startPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error(missingBinaries().join('; '));
  const port = await freePort();
  const asUser = isRoot() ? postgresUser() : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-cluster-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  fs.mkdirSync(socketDir);
  if (asUser) {
    for (const owned of [dir, socketDir]) fs.chownSync(owned, asUser.uid, asUser.gid);
  }
  /** Runs `program` from PostgreSQL's bin folder, as `postgres` when this process is root. */
  const command = (program, args) => (asUser ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args]);
  const init = spawnSync(...command('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']), {
    encoding: 'utf8',
    cwd: dir,
  });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout || init.error?.message}`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = apiRequire('pg');
  const answers = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } finally {
      await client.end().catch(() => {});
    }
  };
  let running = null;
  const server = {
    name: 'PostgreSQL',
    port,
    url,
    dir,
    get running() {
      return running !== null;
    },
    async start() {
      if (running) return;
      const settings = ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
      running = spawnKept(...command('postgres', ['-D', dataDir, '-p', String(port), '-k', socketDir, ...settings]), { cwd: dir });
      await untilAnswering(running, `PostgreSQL on port ${port}`, answers, 30_000);
    },
    async stop() {
      if (!running) return;
      const current = running;
      running = null;
      // The postmaster's own pid (under runuser, the child is runuser): its first line of postmaster.pid.
      let pid = null;
      try {
        pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      } catch {
        /* not started, or gone */
      }
      if (pid) {
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          /* already gone */
        }
      } else if (current.child.exitCode === null) current.child.kill('SIGINT');
      await current.exited;
    },
    async remove() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
