import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPlatformSettings, type PlatformSettings } from '../src/platforms/settings';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'platforms', 'fixtures');

/** A recorded answer from fixtures/. */
export function fixture(name: string): string {
  return fs.readFileSync(path.join(FIXTURES, name), 'utf8');
}

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

/** 'hang' keeps the request open without answering (to test time-outs). */
export type Responder = (request: ReceivedRequest) => Reply | 'hang';

export interface FixtureServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** A local server on an ephemeral port that answers with recorded responses. */
export async function startFixtureServer(respond: Responder): Promise<FixtureServer> {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://fixture'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const reply = respond(request);
      if (reply === 'hang') return;
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json', ...reply.headers });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers in turn; the last one repeats. */
export function inTurn(...replies: (Reply | 'hang')[]): Responder {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)];
}

/** Every platform at `url`, fast time-outs and retries, no real rate limit. */
export function testSettings(url: string, overrides: { timeoutMs?: number; retries?: number } = {}): PlatformSettings {
  const settings = defaultPlatformSettings();
  const fast = { limit: 1000, intervalMs: 1000 };
  settings.http = { ...settings.http, timeoutMs: overrides.timeoutMs ?? 2000, retries: overrides.retries ?? 2, retryMinDelayMs: 1, retryMaxDelayMs: 5 };
  settings.leetcode = { ...settings.leetcode, baseUrl: url, rateLimit: fast };
  settings.codeforces = { ...settings.codeforces, baseUrl: url, rateLimit: fast };
  settings.codechef = { ...settings.codechef, baseUrl: url, rateLimit: fast, rankingPageSize: 2 };
  settings.geeksforgeeks = { ...settings.geeksforgeeks, baseUrl: url, practiceUrl: url, rateLimit: fast };
  return settings;
}
