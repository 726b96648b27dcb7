// The live streams benchmark (issue 29, docs/live.md). One API instance as `npm start` runs it (the compiled
// dist/server.js with its default settings: PGlite in its data folder, no Redis; with BENCH_DATABASE_URL once more on
// PostgreSQL) holds N open GET /api/v1/stream connections while an admin changes a member's points at a steady rate
// (POST /api/v1/admin/update-points). For every change it measures, on every stream, the delay from the moment the
// change's request returned (its transaction had committed) to the arrival of its points event, and it reads the
// server's memory with no stream open and with N open. The steps are cumulative: the streams of one step stay open
// for the next. BENCH_STREAMS=500,2000 sets the steps, BENCH_STREAM_CHANGES=30 the changes measured per step.
//
// Nothing is raised for the bench: GET /stream is not rate-limited (a stream is one request however long it lasts)
// and one ticket cookie opens any number of streams within its minute, so a few tickets open them all; the changes
// and tickets stay far below the default 300 requests a minute from one address.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withServerDatabase } from './databases';
import { percentile } from './latency';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STEPS = (process.env.BENCH_STREAMS ?? '500,2000')
  .split(',')
  .map(Number)
  .filter((count) => count > 0)
  .sort((a, b) => a - b);
const CHANGES = Number(process.env.BENCH_STREAM_CHANGES ?? 30);
/** One change every this many ms: not a multiple of the hub's 250 ms read, so the changes land all over its cycle. */
const CHANGE_EVERY_MS = 330;
const TARGET_P99_MS = 1000;
/** Streams opened with one ticket (it opens any number within its 60 s); a fresh one per batch. */
const STREAMS_PER_TICKET = 500;
const OPENING_AT_ONCE = 50;
/** File descriptors kept free for everything else the bench process has open. */
const FD_MARGIN = 200;
/**
 * The server's resident memory drops once, by some 30 MB, a few seconds after it starts answering (start-up garbage
 * given back), then stays within a few MB: the memory without streams is read after this long.
 */
const SETTLE_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function waitFor(probe: () => boolean | Promise<boolean>, what: string, timeoutMs: number, everyMs = 20): Promise<void> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      /* not yet */
    }
    if (performance.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** The soft limit on open files of process `pid` ("self" for this one): what `ulimit -n` says. */
function openFilesLimit(pid: number | 'self'): number {
  const line = fs
    .readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}
const openFiles = (pid: number | 'self') => fs.readdirSync(`/proc/${pid}/fd`).length;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The environment `npm start` would give the server: the caller's, minus any database, Redis or limit setting it has. */
function serverEnv(dataDir: string, databaseUrl: string | null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'RATE_LIMIT_MAX',
    'LOGIN_RATE_LIMIT_MAX',
    'LEADERBOARD_REFRESH_SECONDS',
    'JWT_SECRET',
    'TRUST_PROXY',
    'PORT',
  ])
    delete env[name];
  const nowhere = 'http://127.0.0.1:9'; // the platforms are not called: the scheduled fetches fail at once, offline
  return {
    ...env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    WEB_DIR: path.join(dataDir, 'no-web'),
    PLATFORM_LEETCODE_URL: nowhere,
    PLATFORM_CODEFORCES_URL: nowhere,
    PLATFORM_CODECHEF_URL: nowhere,
    PLATFORM_GFG_URL: nowhere,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

function cli(env: NodeJS.ProcessEnv, ...args: string[]): void {
  const result = spawnSync(process.execPath, ['dist/cli.js', ...args], { cwd: API_DIR, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cli ${args[0]} failed: ${result.stderr || result.stdout}`);
}

interface Memory {
  /** VmRSS of the server process (/proc/<pid>/status), read right after a full collection. */
  rss: number;
  /** V8's used heap after a full collection (process.memoryUsage().heapUsed). */
  heap: number;
}

interface Server {
  base: string;
  pid: number;
  child: ChildProcess;
  memory(): Promise<Memory>;
  /** CPU seconds the server process has used so far (user + system, /proc/<pid>/stat). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * `node dist/server.js` as `npm start` runs it, plus a probe (bench/memoryProbe.mjs) that collects garbage and reports
 * the heap when asked over the IPC channel; its log goes to `logFile`.
 */
async function startServer(env: NodeJS.ProcessEnv, logFile: string): Promise<Server> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'w');
  const probe = pathToFileURL(path.join(API_DIR, 'bench', 'memoryProbe.mjs')).href;
  const child = spawn(process.execPath, ['--expose-gc', '--import', probe, '--enable-source-maps', 'dist/server.js'], {
    cwd: API_DIR,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log, 'ipc'],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw Object.assign(new Error('exited'), { fatal: true });
      return (await fetch(`${base}/api/v1/health`)).ok;
    },
    `the API to answer on ${base} (log: ${logFile})`,
    60_000,
    100,
  ).catch((error) => {
    if (child.exitCode !== null) throw new Error(`the API exited during start-up:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    throw error;
  });
  const pid = child.pid!;
  return {
    base,
    pid,
    child,
    memory: async () => {
      const heap = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the memory probe did not answer')), 10_000);
        const onMessage = (message: unknown) => {
          const usage = (message as { benchMemory?: NodeJS.MemoryUsage }).benchMemory;
          if (!usage) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(usage.heapUsed);
        };
        child.on('message', onMessage);
        child.send('bench:memory');
      });
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
      return { rss: rssKb * 1024, heap };
    },
    cpuSeconds: () => {
      // Fields after the command name: state is the 1st, utime the 12th, stime the 13th (clock ticks of 1/100 s).
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    stop: async () => {
      if (child.connected) child.disconnect();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

interface Change {
  delta: number;
  returnedAt: number;
  /** performance.now() at each stream's arrival of its points event. */
  arrivals: number[];
}

interface OpenStream {
  /** The delta of the last points event it got: the deltas only grow, so an older or repeated one is an error. */
  lastDelta: number;
  open: boolean;
  close(): void;
}

interface StepResult {
  streams: number;
  openSeconds: number;
  expected: number;
  received: number;
  delays: number[];
  early: number;
  memory: Memory;
  serverCpu: number;
  benchCpu: number;
  benchLoopP99: number;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The whole run against one database: accounts, server, then each step of streams. */
async function benchOn(label: string, databaseUrl: string | null): Promise<boolean> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-bench-stream-'));
  const env = serverEnv(path.join(work, 'data'), databaseUrl);
  const admin = { email: 'admin@stream-bench.test', password: 'stream-bench-admin' };
  const member = { email: 'member@stream-bench.test', password: 'stream-bench-member' };
  // Before the server starts: on PGlite the data folder is one process's at a time.
  cli(env, 'create-admin', '--email', admin.email, '--name', 'Bench Admin', '--password', admin.password);
  cli(env, 'create-user', '--email', member.email, '--name', 'Bench Member', '--password', member.password, '--role', 'MEMBER');

  const logFile = path.join(work, 'api.log');
  const server = await startServer(env, logFile);
  const readyAt = performance.now();
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: OpenStream[] = [];
  const changes = new Map<number, Change>();
  let nextDelta = 1;
  let outOfOrder = 0;
  let closedEarly = 0;
  let stopping = false;
  let ok = true;
  try {
    const login = async (user: { email: string; password: string }) =>
      (
        await json<{ token: string }>(
          await fetch(`${server.base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) }),
          'sign-in',
        )
      ).token;
    const adminToken = await login(admin);
    const memberToken = await login(member);
    // The streams are the member's and the admin's pages, in turn; the admin changes the member's points.
    const streamTokens = [memberToken, adminToken];
    const { userId: changedId } = await json<{ userId: string }>(
      await fetch(`${server.base}/api/v1/auth/verify-auth-token`, { headers: { authorization: `Bearer ${memberToken}` } }),
      'verify-auth-token',
    );
    let tickets = 0;
    const ticket = async () => {
      const response = await fetch(`${server.base}/api/v1/stream/ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${streamTokens[tickets % streamTokens.length]}` },
      });
      await json(response, 'POST /stream/ticket');
      tickets += 1;
      return response.headers.get('set-cookie')!.split(';')[0]!;
    };

    const onPoints = (stream: OpenStream, delta: number, at: number) => {
      const change = changes.get(delta);
      if (!change) return;
      if (delta <= stream.lastDelta) {
        outOfOrder += 1;
        return;
      }
      stream.lastDelta = delta;
      change.arrivals.push(at);
    };

    /** One stream, read cheaply: only complete frames, only `event: points` ones, only their delta. */
    const openStream = (cookie: string) =>
      new Promise<void>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port: new URL(server.base).port, path: '/api/v1/stream', agent, headers: { cookie, accept: 'text/event-stream' } },
          (response) => {
            response.on('error', () => {});
            if (response.statusCode !== 200) {
              let body = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (body += chunk));
              response.on('end', () => reject(new Error(`GET /stream answered ${response.statusCode}: ${body}`)));
              return;
            }
            const stream: OpenStream = { lastDelta: 0, open: true, close: () => request.destroy() };
            let carry = '';
            response.on('data', (chunk: Buffer) => {
              const at = performance.now();
              const text = carry + chunk.toString('latin1');
              const end = text.lastIndexOf('\n\n');
              if (end < 0) {
                carry = text;
                return;
              }
              carry = text.slice(end + 2);
              for (let from = text.indexOf('event: points\n'); from >= 0 && from < end; from = text.indexOf('event: points\n', from + 1)) {
                const deltaAt = text.indexOf('"delta":', from);
                onPoints(stream, parseInt(text.slice(deltaAt + 8, deltaAt + 20), 10), at);
              }
            });
            response.on('close', () => {
              stream.open = false;
              if (!stopping) closedEarly += 1;
            });
            streams.push(stream);
            resolve();
          },
        );
        request.on('error', reject);
        request.end();
      });

    /** Opens `count` more streams, `OPENING_AT_ONCE` at a time, a fresh ticket per STREAMS_PER_TICKET. */
    const openMore = async (count: number) => {
      for (let done = 0; done < count;) {
        const batch = Math.min(STREAMS_PER_TICKET, count - done);
        const cookie = await ticket();
        let left = batch;
        await Promise.all(
          Array.from({ length: Math.min(OPENING_AT_ONCE, batch) }, async () => {
            while (left > 0) {
              left -= 1;
              await openStream(cookie);
            }
          }),
        );
        done += batch;
      }
    };

    const change = async (): Promise<Change> => {
      const entry: Change = { delta: nextDelta++, returnedAt: NaN, arrivals: [] };
      changes.set(entry.delta, entry);
      await json(
        await fetch(`${server.base}/api/v1/admin/update-points`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ userId: changedId, delta: entry.delta, reason: 'Live streams benchmark' }),
        }),
        'POST /admin/update-points',
      );
      entry.returnedAt = performance.now();
      return entry;
    };
    const openCount = () => streams.filter((stream) => stream.open).length;

    // File descriptors: one per stream in this process and in the server (neither can raise its own limit).
    const fdRoom = Math.min(openFilesLimit('self') - openFiles('self'), openFilesLimit(server.pid) - openFiles(server.pid)) - FD_MARGIN;
    const steps = STEPS.filter((count) => count <= fdRoom);
    const cut = STEPS.filter((count) => count > fdRoom);

    await sleep(readyAt + SETTLE_MS - performance.now());
    const baseline = await server.memory();
    const results: StepResult[] = [];
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    for (const target of steps) {
      const opening = performance.now();
      await openMore(target - streams.length);
      const openSeconds = (performance.now() - opening) / 1000;
      // A stream is attached to the hub a moment after its answer's headers: one change that reaches every stream
      // proves they all listen before anything is measured.
      const warmUp = await change();
      await waitFor(() => warmUp.arrivals.length >= openCount(), `the warm-up event on all ${target} streams`, 30_000);
      const memory = await server.memory();

      const cpuBefore = server.cpuSeconds();
      const benchBefore = process.cpuUsage();
      loop.reset();
      const began = performance.now();
      const measured: Change[] = [];
      for (let k = 0; k < CHANGES; k += 1) {
        const wait = began + k * CHANGE_EVERY_MS - performance.now();
        if (wait > 0) await sleep(wait);
        measured.push(await change());
      }
      const listening = openCount();
      await waitFor(() => measured.every((entry) => entry.arrivals.length >= listening), 'every event on every stream', 15_000).catch(() => {});
      const seconds = (performance.now() - began) / 1000;
      const serverCpu = (server.cpuSeconds() - cpuBefore) / seconds;
      const bench = process.cpuUsage(benchBefore);
      const delays: number[] = [];
      let early = 0;
      for (const entry of measured)
        for (const at of entry.arrivals) {
          // An event may arrive before the admin's request has returned (the read came between the commit and the
          // answer): its delay counts as 0.
          if (at < entry.returnedAt) early += 1;
          delays.push(Math.max(0, at - entry.returnedAt));
        }
      delays.sort((a, b) => a - b);
      results.push({
        streams: target,
        openSeconds,
        expected: target * CHANGES,
        received: delays.length,
        delays,
        early,
        memory,
        serverCpu,
        benchCpu: (bench.user + bench.system) / 1e6 / seconds,
        benchLoopP99: loop.percentile(99) / 1e6,
      });
    }
    loop.disable();

    const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
    console.log(
      `\n${label}: ${tickets} tickets, ${CHANGES} points changes per step (one every ${CHANGE_EVERY_MS} ms through POST /admin/update-points), ` +
        `delay from the change's answer to the event's arrival on each stream`,
    );
    console.log(
      `  ${'streams'.padStart(7)} ${'opened in'.padStart(9)}  ${'events received'.padStart(19)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}` +
        `  ${'RSS/stream'.padStart(10)} ${'heap/stream'.padStart(11)}  ${'server CPU'.padStart(10)}  target p99 ≤ ${TARGET_P99_MS} ms, every event`,
    );
    for (const result of results) {
      const all = result.received === result.expected;
      const fast = percentile(result.delays, 99) <= TARGET_P99_MS;
      if (!all || !fast) ok = false;
      console.log(
        `  ${String(result.streams).padStart(7)} ${`${result.openSeconds.toFixed(1)} s`.padStart(9)}  ${`${result.received.toLocaleString('en')}/${result.expected.toLocaleString('en')}`.padStart(19)}` +
          ` ${ms(percentile(result.delays, 50))} ${ms(percentile(result.delays, 95))} ${ms(percentile(result.delays, 99))} ${ms(result.delays.at(-1)!)}` +
          `  ${kb((result.memory.rss - baseline.rss) / result.streams).padStart(10)} ${kb((result.memory.heap - baseline.heap) / result.streams).padStart(11)}` +
          `  ${`${(result.serverCpu * 100).toFixed(0)} %`.padStart(10)}  ${fast ? 'ok' : 'OVER'}, ${all ? 'all' : `${(result.expected - result.received).toLocaleString('en')} MISSING`}`,
      );
    }
    console.log(
      `  server memory after a full GC (--expose-gc, asked over IPC; RSS from /proc/<pid>/status VmRSS): no stream ${mb(baseline.rss)} RSS, ${mb(baseline.heap)} heap; ` +
        results.map((result) => `${result.streams} streams ${mb(result.memory.rss)} RSS, ${mb(result.memory.heap)} heap`).join('; ') +
        ` (per stream: the growth ÷ streams; the RSS varies by ±3 MB at rest)`,
    );
    console.log(
      `  the bench process (all streams, one agent without keep-alive): CPU ${results.map((result) => `${(result.benchCpu * 100).toFixed(0)} %`).join(', ')} of one core, ` +
        `event-loop delay p99 ${results.map((result) => `${result.benchLoopP99.toFixed(1)} ms`).join(', ')}; ` +
        `${results.reduce((sum, result) => sum + result.early, 0)} events arrived before the change's answer (counted 0 ms); ` +
        `${outOfOrder} out of order or repeated; ${closedEarly} streams closed by the server`,
    );
    console.log(
      `  open files: ${openFilesLimit('self')} allowed (ulimit -n) for this process and ${openFilesLimit(server.pid)} for the server; ` +
        `${os.cpus().length} CPU cores shared by the server, its database and the bench (load average ${os.loadavg()[0]!.toFixed(1)} at the end)`,
    );
    if (cut.length > 0) {
      ok = false;
      console.log(
        `  NOT MEASURED: ${cut.join(', ')} streams need more open files than ulimit -n leaves (${fdRoom} free); raise it (ulimit -n) before the bench`,
      );
    }
    if (outOfOrder > 0 || closedEarly > 0) ok = false;
    return ok;
  } finally {
    stopping = true;
    for (const stream of streams) stream.close();
    agent.destroy();
    await server.stop();
    if (ok) fs.rmSync(work, { recursive: true, force: true });
    else console.log(`  the server's log: ${logFile}`);
  }
}

/** Concurrent live streams on one instance: events received, delay percentiles (target p99 ≤ 1 s) and memory per stream. */
export async function runStreamBench(): Promise<void> {
  console.log(`\nLive streams benchmark: ${STEPS.join(', ')} open GET /api/v1/stream connections on one API instance (node dist/server.js, default settings)`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: API_DIR, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('compiling the API failed');
  const results = [await benchOn('PGlite (as npm start runs it: the data folder’s own database)', null)];
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (serverUrl)
    results.push(
      await withServerDatabase(serverUrl, async (database, url) => {
        await database.close();
        return benchOn('PostgreSQL (DATABASE_URL)', url);
      }),
    );
  else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a server URL to include it)');
  if (results.some((ok) => !ok)) process.exitCode = 1;
}
