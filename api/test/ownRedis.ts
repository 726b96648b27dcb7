// For tests only: a Redis of the test's own (redis-server on a free port, nothing saved), to stop and start again on
// the same port to make an outage. Never the machine's Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { redisAnswers } from './app';

export interface OwnRedis {
  url: string;
  port: number;
  /** Starts it (again, on the same port) and waits until it answers PING. */
  start(): Promise<void>;
  /** Kills it (SIGKILL: the clients see the connection drop) and waits for the process to end. */
  kill(): Promise<void>;
  /** Freezes it (SIGSTOP: connections stay open, nothing answers) or lets it go on (SIGCONT). */
  pause(): void;
  resume(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const own: OwnRedis = {
    url,
    port,
    start: async () => {
      const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      server = child;
      await new Promise<void>((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', (error: NodeJS.ErrnoException) =>
          reject(
            error.code === 'ENOENT'
              ? new Error('redis-server is not on PATH: this test starts and stops a Redis of its own (install Redis, e.g. apt-get install redis-server)')
              : error,
          ),
        );
      });
      // A hang guard, not a speed expectation: a local redis-server answers within a few milliseconds.
      for (let i = 0; i < 100; i += 1) {
        if (await redisAnswers(url)) return;
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the test's own redis-server on port ${port} does not answer`);
    },
    kill: async () => {
      const child = server;
      server = null;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    pause: () => void server?.kill('SIGSTOP'),
    resume: () => void server?.kill('SIGCONT'),
  };
  return own;
}
