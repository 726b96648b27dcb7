import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { codechefSandbox } from './codechef';
import { codeforcesSandbox } from './codeforces';
import {
  loadSandboxData,
  normalizeSandboxData,
  pinStart,
  resolveDay,
  resolveStart,
  SANDBOX_PLATFORMS,
  type ProblemData,
  type SandboxData,
  type SandboxPlatform,
  type SolvedProblemData,
  type StartTime,
} from './data';
import { gfgSandbox } from './gfg';
import { leetcodeSandbox } from './leetcode';
import { html, json, type SandboxReply, type SandboxRequest } from './reply';

/** URL prefix of each imitated platform on the sandbox server. */
export const SANDBOX_PREFIXES: Record<SandboxPlatform, string> = {
  leetcode: '/leetcode',
  codeforces: '/codeforces',
  codechef: '/codechef',
  geeksforgeeks: '/gfg',
};

/** The environment that points the API at a sandbox (see platformSettingsFromEnv). */
export function sandboxPlatformEnv(url: string): Record<string, string> {
  return {
    PLATFORM_LEETCODE_URL: `${url}${SANDBOX_PREFIXES.leetcode}`,
    PLATFORM_CODEFORCES_URL: `${url}${SANDBOX_PREFIXES.codeforces}`,
    PLATFORM_CODECHEF_URL: `${url}${SANDBOX_PREFIXES.codechef}`,
    PLATFORM_GFG_URL: `${url}${SANDBOX_PREFIXES.geeksforgeeks}`,
  };
}

/**
 * 'down' answers 503, 'hang' never answers, 'blocked' answers 403 with a Cloudflare-like challenge page, 'slow'
 * answers as usual after `delayMs`: to show what a platform outage does.
 */
export type Outage = 'none' | 'down' | 'hang' | 'blocked' | 'slow';
const OUTAGES: readonly Outage[] = ['none', 'down', 'hang', 'blocked', 'slow'];

const SITES: Record<SandboxPlatform, string> = {
  leetcode: 'leetcode.com',
  codeforces: 'codeforces.com',
  codechef: 'www.codechef.com',
  geeksforgeeks: 'www.geeksforgeeks.org',
};

/** What Cloudflare sends a reader it does not trust (LeetCode's readers have met it for long spells since 2024). */
const challengePage = (site: string) => `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta http-equiv="refresh" content="360"></head><body><div class="main-wrapper" role="main"><div class="main-content">
<h1 class="zone-name-title h1">${site}</h1><h2 class="h2" id="challenge-running">Checking if the site connection is secure</h2>
<div id="challenge-body-text" class="core-msg spacer">${site} needs to review the security of your connection before proceeding.</div>
</div></div><div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper">
<div class="ray-id">Ray ID: <code>8d2f6c1e9a3b4f21</code></div></div><div class="text-center">Performance &amp; security by Cloudflare</div>
</div></div></body></html>`;

const CODEFORCES_PROBLEM = /^\d{1,7}\/[A-Za-z][0-9]?$/;

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** JSON data file; without it the sandbox starts empty. */
  dataFile?: string;
  data?: unknown;
}

export interface Sandbox {
  url: string;
  close(): Promise<void>;
}

const handlers: { [P in SandboxPlatform]: (data: SandboxData[P], request: SandboxRequest) => SandboxReply } = {
  leetcode: leetcodeSandbox,
  codeforces: codeforcesSandbox,
  codechef: codechefSandbox,
  geeksforgeeks: gfgSandbox,
};

const badRequest = (message: string) => json({ message }, 400);

function isPlatform(value: unknown): value is SandboxPlatform {
  return typeof value === 'string' && (SANDBOX_PLATFORMS as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A local imitation of the four platforms' endpoints the clients use, from a data file, plus
 * /__sandbox/* to change it while running (place a verification code, add a solve, a contest,
 * an outage).
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const initial = () => (options.dataFile ? loadSandboxData(options.dataFile) : normalizeSandboxData(options.data ?? {}));
  let data = initial();
  const outages: Record<SandboxPlatform, Outage> = { leetcode: 'none', codeforces: 'none', codechef: 'none', geeksforgeeks: 'none' };
  const delaysMs: Record<SandboxPlatform, number> = { leetcode: 0, codeforces: 0, codechef: 0, geeksforgeeks: 0 };
  // Requests that reached each platform's endpoints (whatever they were answered), so a test can count them.
  const calls: Record<SandboxPlatform, number> = { leetcode: 0, codeforces: 0, codechef: 0, geeksforgeeks: 0 };
  // Reads of each contest's standings ('codeforces:2057', 'codechef:START170'), so a test can check a polite rate.
  const standingsCalls: Record<string, number> = {};

  function admin(action: string, method: string, body: unknown): SandboxReply {
    if (action === 'data' && method === 'GET') return json(data);
    if (action === 'calls' && method === 'GET') return json({ ...calls });
    if (action === 'standings-calls' && method === 'GET') return json({ ...standingsCalls });
    if (method !== 'POST') return json({ message: 'Not found' }, 404);
    if (action === 'reset') {
      data = initial();
      for (const platform of SANDBOX_PLATFORMS) {
        outages[platform] = 'none';
        delaysMs[platform] = 0;
        calls[platform] = 0;
      }
      return json({ message: 'Sandbox reset' });
    }
    if (action === 'calls') {
      // Starts counting again from 0; answers the counts so far.
      const counted = { ...calls };
      for (const platform of SANDBOX_PLATFORMS) calls[platform] = 0;
      return json(counted);
    }
    if (!isRecord(body) || !isPlatform(body.platform)) {
      return badRequest(`platform must be one of ${SANDBOX_PLATFORMS.join(', ')}`);
    }
    const platform = body.platform;
    if (action === 'outage') {
      const mode = body.mode as Outage;
      if (!OUTAGES.includes(mode)) return badRequest(`mode must be ${OUTAGES.slice(0, -1).join(', ')} or ${OUTAGES.at(-1)}`);
      if (mode === 'slow' && (!Number.isInteger(body.delayMs) || (body.delayMs as number) < 0 || (body.delayMs as number) > 600_000))
        return badRequest('slow needs delayMs, a whole number of milliseconds up to 600000');
      outages[platform] = mode;
      delaysMs[platform] = mode === 'slow' ? (body.delayMs as number) : 0;
      return json({ message: `${platform}: ${mode}${mode === 'slow' ? ` (${delaysMs[platform]} ms)` : ''}` });
    }
    if (action === 'profile') {
      // Any of the platform's user fields, e.g. {platform: 'leetcode', handle, aboutMe: 'code'}.
      const { platform: _platform, handle, ...fields } = body;
      if (typeof handle !== 'string' || !handle.trim()) return badRequest('handle is required');
      const users = data[platform].users as Record<string, Record<string, unknown>>;
      const key = Object.keys(users).find((name) => name.toLowerCase() === handle.toLowerCase()) ?? handle;
      users[key] = { ...users[key], ...fields };
      return json({ handle: key, ...users[key] });
    }
    if (action === 'solved') {
      const { handle, date, count } = body;
      if (platform === 'codechef') return badRequest('codechef keeps no solved-per-day');
      if (typeof handle !== 'string' || typeof date !== 'string' || !resolveDay(date))
        return badRequest('handle and date (YYYY-MM-DD, today or today-N) are required');
      if (!Number.isInteger(count) || (count as number) < 0) return badRequest('count must be a whole number');
      const users = data[platform].users as Record<string, { solvedPerDay?: Record<string, number> }>;
      const key = Object.keys(users).find((name) => name.toLowerCase() === handle.toLowerCase());
      if (!key) return badRequest(`unknown ${platform} handle ${handle}`);
      const target = resolveDay(date)!;
      // Replace whatever key names that day ('today', 'today-1' or the date itself).
      const kept = Object.entries(users[key].solvedPerDay ?? {}).filter(([existing]) => resolveDay(existing) !== target);
      users[key].solvedPerDay = { ...Object.fromEntries(kept), [target]: count as number };
      return json({ handle: key, solvedPerDay: users[key].solvedPerDay });
    }
    if (action === 'solve') {
      // One accepted problem, {platform, handle, problem, date?}: served where the client reads solved problems.
      const { handle, problem, date } = body;
      if (platform === 'codechef') return badRequest('codechef lists no solved problems (the client does not read them)');
      if (typeof handle !== 'string' || typeof problem !== 'string' || !problem.trim()) return badRequest('handle and problem are required');
      if (platform === 'codeforces' && !CODEFORCES_PROBLEM.test(problem)) return badRequest("a codeforces problem is contest/index, e.g. '1234/A'");
      if (date !== undefined && (typeof date !== 'string' || !resolveDay(date))) return badRequest('date must be YYYY-MM-DD, today or today-N');
      const users = data[platform].users as Record<string, { solvedProblems?: SolvedProblemData[] }>;
      const key = Object.keys(users).find((name) => name.toLowerCase() === handle.toLowerCase());
      if (!key) return badRequest(`unknown ${platform} handle ${handle}`);
      const solve: SolvedProblemData = { problem: problem.trim(), ...(date !== undefined ? { date: date as string } : {}) };
      users[key].solvedProblems = [...(users[key].solvedProblems ?? []), solve];
      return json({ handle: key, solvedProblems: users[key].solvedProblems });
    }
    if (action === 'problem') {
      // A problem the info endpoint knows, {platform, id, title, difficulty? | rating?}; replaces one of the same id.
      const { id, title, difficulty, rating } = body;
      if (typeof id !== 'string' || !id.trim() || typeof title !== 'string' || !title.trim()) return badRequest('id and title are required');
      if (platform === 'codeforces' && !CODEFORCES_PROBLEM.test(id)) return badRequest("a codeforces problem id is contest/index, e.g. '1234/A'");
      if (difficulty !== undefined && typeof difficulty !== 'string') return badRequest('difficulty must be text, e.g. Easy');
      if (rating !== undefined && !(typeof rating === 'number' && Number.isFinite(rating))) return badRequest('rating must be a number');
      const problems = data[platform].problems;
      const existing = Object.keys(problems).find((name) => name.toLowerCase() === id.trim().toLowerCase());
      if (existing) delete problems[existing];
      const problem: ProblemData = { title, ...(difficulty !== undefined ? { difficulty } : {}), ...(rating !== undefined ? { rating } : {}) };
      problems[id.trim()] = problem;
      return json({ id: id.trim(), ...problem });
    }
    if (action === 'contest') {
      // Codeforces and CodeChef contests have standings; LeetCode and GeeksforGeeks ones are only listed.
      const { code, ...contest } = body;
      const ranked = platform === 'codeforces' || platform === 'codechef';
      if (typeof code !== 'string' || !code || (ranked && !Array.isArray(contest.standings))) {
        return badRequest(ranked ? 'code and standings are required' : 'code is required');
      }
      if (platform === 'codeforces' && !/^\d+$/.test(code)) return badRequest('a codeforces contest code is a number');
      if (contest.startTimeSeconds !== undefined && resolveStart(contest.startTimeSeconds as StartTime) === null) {
        return badRequest("startTimeSeconds must be unix seconds, 'today+N HH:MM' or 'now-N' (minutes)");
      }
      if (contest.paceMinutes !== undefined && !(typeof contest.paceMinutes === 'number' && contest.paceMinutes > 0)) {
        return badRequest('paceMinutes must be a positive number of minutes');
      }
      // 'now-5' is five minutes before this request, from here on.
      if (contest.startTimeSeconds !== undefined) contest.startTimeSeconds = pinStart(contest.startTimeSeconds as StartTime);
      delete contest.platform;
      (data[platform].contests as Record<string, unknown>)[code] = { name: code, ...contest };
      return json({ code, ...contest });
    }
    return json({ message: 'Not found' }, 404);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      const method = req.method ?? 'GET';
      const body = Buffer.concat(chunks).toString('utf8');
      let reply: SandboxReply;
      let delayMs = 0;
      if (url.pathname.startsWith('/__sandbox/')) {
        let parsed: unknown = null;
        try {
          parsed = body ? JSON.parse(body) : null;
        } catch {
          parsed = undefined;
        }
        reply = parsed === undefined ? badRequest('body must be JSON') : admin(url.pathname.slice('/__sandbox/'.length), method, parsed);
      } else {
        const platform = SANDBOX_PLATFORMS.find((p) => url.pathname.startsWith(`${SANDBOX_PREFIXES[p]}/`));
        if (platform) calls[platform] += 1;
        const standings =
          platform === 'codeforces' && url.pathname.endsWith('/contest.standings')
            ? url.searchParams.get('contestId')
            : platform === 'codechef'
              ? /\/api\/rankings\/([^/]+)\/?$/.exec(url.pathname)?.[1]
              : null;
        if (standings) {
          const key = `${platform}:${decodeURIComponent(standings)}`;
          standingsCalls[key] = (standingsCalls[key] ?? 0) + 1;
        }
        if (!platform) {
          reply = json({ message: 'Not found' }, 404);
        } else if (outages[platform] === 'hang') {
          return;
        } else if (outages[platform] === 'down') {
          reply = json({ message: 'Service Unavailable' }, 503);
        } else if (outages[platform] === 'blocked') {
          reply = { ...html(challengePage(SITES[platform]), 403), headers: { ...html('').headers, 'cf-mitigated': 'challenge', Server: 'cloudflare' } };
        } else {
          delayMs = outages[platform] === 'slow' ? delaysMs[platform] : 0;
          const request = { method, path: url.pathname.slice(SANDBOX_PREFIXES[platform].length), query: url.searchParams, body };
          reply = (handlers[platform] as (data: unknown, request: SandboxRequest) => SandboxReply)(data[platform], request);
        }
      }
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body);
      };
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    });
  });

  // Idle kept-alive connections stay open until close(): a server closing one as a busy client reuses it answers that
  // client's next call with ECONNRESET (seen under load), which a real platform's clients retry but a test's fetch does not.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
