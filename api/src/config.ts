import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMAIL_PATTERN } from '@chapter/shared/schemas';
import { isTimeZone } from './clock';

/** The api/ folder, so defaults do not depend on the directory the process was started from. */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `<dataDir>/db`. */
  databaseUrl: string | null;
  /** Unset: mail is written to `outboxDir`. */
  smtpUrl: string | null;
  outboxDir: string;
  /** Where the month end (and `cli backup`) writes backups. */
  backupDir: string;
  publicUrl: string;
  webDir: string;
  jwtSecret: string;
  chapterName: string;
  contactEmail: string;
  /** The chapter's public links (CHAPTER_*_URL); absent ones are left out. */
  chapterLinks: ChapterLinks;
  /** CHAPTER_PROMO_VIDEO_URL: the landing page's promo video (a YouTube link), if any. */
  promoVideoUrl: string | null;
  logLevel: LogLevel;
  /** Requests per minute per IP, for the whole API. */
  rateLimitMax: number;
  /** Login attempts per minute per IP and e-mail. */
  loginRateLimitMax: number;
  /** REDIS_URL: where the rate limits count, shared by every API process; unset: each process counts in its own memory. */
  redisUrl: string | null;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (needed for per-IP limits). */
  trustProxy: boolean;
  /** CHAPTER_TIMEZONE: the zone the chapter's calendar dates and times are in. */
  timeZone: string;
  /** JOBS: false turns the scheduled jobs (platform fetches, contest results, month end) off in this process. */
  jobsEnabled: boolean;
  /** LEADERBOARD_REFRESH_SECONDS: how old the leaderboards may be, at most, when points or members changed behind them. */
  leaderboardRefreshSeconds: number;
  /** REFRESH_COOLDOWN_SECONDS: how long a member waits between two "Refresh my figures". */
  refreshCooldownSeconds: number;
  /** CONTEST_SETTLE_CODEFORCES, CONTEST_SETTLE_CODECHEF: when a contest's results are fetched again after its end. */
  contestSettle: ContestSettle;
}

/**
 * A contest's results are fetched at its end (provisional), then again this long after its end, once per entry, in
 * milliseconds and increasing; the last re-fetch makes its points final. Empty: the first figures are final.
 */
export type ContestSettle = Record<'codeforces' | 'codechef', number[]>;

const DAY_MS = 86_400_000;
/** Platforms revise standings for about a week (LeetCode and Codeforces remove cheaters): a day later, then a week later. */
export const DEFAULT_CONTEST_SETTLE: ContestSettle = { codeforces: [DAY_MS, 7 * DAY_MS], codechef: [DAY_MS, 7 * DAY_MS] };

export const CHAPTER_LINK_KEYS = ['community', 'github', 'linkedin', 'instagram', 'website'] as const;
export type ChapterLinks = Partial<Record<(typeof CHAPTER_LINK_KEYS)[number], string>>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(`Invalid configuration: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = read(env, name);
  if (raw === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function chapterLinks(env: Env): ChapterLinks {
  const links: ChapterLinks = {};
  for (const key of CHAPTER_LINK_KEYS) {
    const value = url(env, `CHAPTER_${key.toUpperCase()}_URL`, ['http:', 'https:']);
    if (value) links[key] = value;
  }
  return links;
}

function timeZone(env: Env): string {
  const zone = read(env, 'CHAPTER_TIMEZONE') ?? 'Asia/Kolkata';
  if (!isTimeZone(zone)) throw new ConfigError(`CHAPTER_TIMEZONE is not a time zone name such as Asia/Kolkata (got "${zone}")`);
  return zone;
}

const DURATION_UNITS_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: DAY_MS };
/** At most this many re-fetches, each from an hour after a contest's end (after the first fetch) to 60 days after it. */
const SETTLE_MAX_STAGES = 5;
const SETTLE_MAX_MS = 60 * DAY_MS;
const SETTLE_MIN_MS = 3_600_000;

/** A list of times after a contest's end such as `1d,7d` (units m, h, d), increasing; `none`: no re-fetch. */
export function parseSettleTimes(name: string, raw: string | undefined, fallback: number[]): number[] {
  if (raw === undefined) return [...fallback];
  if (raw.toLowerCase() === 'none') return [];
  const fail = (): never => {
    throw new ConfigError(
      `${name} must be up to ${SETTLE_MAX_STAGES} increasing times after a contest's end, each from 1h to 60d, such as 1d,7d (units m, h, d), or none (got "${raw}")`,
    );
  };
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length > SETTLE_MAX_STAGES) fail();
  const times = parts.map((part) => {
    const match = /^(\d+)([mhd])$/.exec(part);
    if (!match) return fail();
    return Number(match[1]) * DURATION_UNITS_MS[match[2]!]!;
  });
  if (times.some((ms, index) => ms < SETTLE_MIN_MS || ms > SETTLE_MAX_MS || (index > 0 && ms <= times[index - 1]!))) fail();
  return times;
}

function contestSettle(env: Env): ContestSettle {
  return {
    codeforces: parseSettleTimes('CONTEST_SETTLE_CODEFORCES', read(env, 'CONTEST_SETTLE_CODEFORCES'), DEFAULT_CONTEST_SETTLE.codeforces),
    codechef: parseSettleTimes('CONTEST_SETTLE_CODECHEF', read(env, 'CONTEST_SETTLE_CODECHEF'), DEFAULT_CONTEST_SETTLE.codechef),
  };
}

/** The token secret: JWT_SECRET, or one generated once into `<dataDir>/secret` (mode 0600). */
function jwtSecret(env: Env, dataDir: string): string {
  const given = read(env, 'JWT_SECRET');
  if (given !== undefined) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return given;
  }
  const file = path.join(dataDir, 'secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** Reads the environment, applies defaults and throws a ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? path.join(API_DIR, '..', 'data'));
  const logLevel = read(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }
  const contactEmail = read(env, 'CONTACT_EMAIL') ?? 'chapter@example.edu';
  if (!EMAIL_PATTERN.test(contactEmail)) throw new ConfigError(`CONTACT_EMAIL is not an e-mail address (got "${contactEmail}")`);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;

  return {
    port,
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    outboxDir: path.join(dataDir, 'outbox'),
    backupDir: path.join(dataDir, 'backups'),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    webDir: path.resolve(read(env, 'WEB_DIR') ?? path.join(API_DIR, '..', 'dist', 'web')),
    jwtSecret: jwtSecret(env, dataDir),
    chapterName: read(env, 'CHAPTER_NAME') ?? 'Coding Chapter',
    contactEmail,
    chapterLinks: chapterLinks(env),
    promoVideoUrl: url(env, 'CHAPTER_PROMO_VIDEO_URL', ['http:', 'https:']),
    logLevel: logLevel as LogLevel,
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 300, 1, 1_000_000),
    loginRateLimitMax: integer(env, 'LOGIN_RATE_LIMIT_MAX', 10, 1, 1_000_000),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    timeZone: timeZone(env),
    jobsEnabled: flag(env, 'JOBS', true),
    leaderboardRefreshSeconds: integer(env, 'LEADERBOARD_REFRESH_SECONDS', 0, 0, 86_400),
    refreshCooldownSeconds: integer(env, 'REFRESH_COOLDOWN_SECONDS', 600, 0, 86_400),
    contestSettle: contestSettle(env),
  };
}
