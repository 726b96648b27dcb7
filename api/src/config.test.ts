import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { API_DIR, ConfigError, loadConfig } from './config';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-config-test-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const base = { DATA_DIR: tmp, JWT_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    assert.equal(config.port, 3000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, path.resolve(API_DIR, '../data'));
    assert.equal(config.webDir, path.resolve(API_DIR, '../dist/web'));
    assert.equal(config.databaseUrl, null);
    assert.equal(config.smtpUrl, null);
    assert.equal(config.outboxDir, path.join(config.dataDir, 'outbox'));
    assert.equal(config.publicUrl, 'http://localhost:3000');
    assert.equal(config.rateLimitMax, 300);
    assert.equal(config.logLevel, 'info');
    assert.equal(config.loginRateLimitMax, 10);
    assert.equal(config.trustProxy, false);
    assert.equal(config.redisUrl, null, 'without REDIS_URL the limits are counted in memory');
    // A contest's results are fetched again a day and a week after its end, on both contest platforms.
    assert.deepEqual(config.contestSettle, { codeforces: [86_400_000, 604_800_000], codechef: [86_400_000, 604_800_000] });
  });

  it('reads the contest settle times per platform: durations in m, h or d, increasing, or none', () => {
    const config = loadConfig({ ...base, CONTEST_SETTLE_CODEFORCES: '36h, 3d,14d', CONTEST_SETTLE_CODECHEF: 'none' });
    assert.deepEqual(config.contestSettle.codeforces, [36 * 3_600_000, 3 * 86_400_000, 14 * 86_400_000]);
    assert.deepEqual(config.contestSettle.codechef, [], 'none: the first figures are final');
    assert.deepEqual(loadConfig({ ...base, CONTEST_SETTLE_CODECHEF: '90m' }).contestSettle, { codeforces: [86_400_000, 604_800_000], codechef: [5_400_000] });
  });

  it('reads REDIS_URL for the shared rate-limit counters', () => {
    assert.equal(loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl, 'redis://127.0.0.1:6379');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/chapter',
      SMTP_URL: 'smtps://user:pass@mail.example.edu:465',
      PUBLIC_URL: 'https://chapter.example.edu/',
      WEB_DIR: '/srv/web',
      CHAPTER_NAME: 'ACM Student Chapter',
      CONTACT_EMAIL: 'acm@uni.edu',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '50',
      LOGIN_RATE_LIMIT_MAX: '5',
      TRUST_PROXY: 'true',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databaseUrl, 'postgres://u@db:5432/chapter');
    assert.equal(config.smtpUrl, 'smtps://user:pass@mail.example.edu:465');
    assert.equal(config.publicUrl, 'https://chapter.example.edu');
    assert.equal(config.webDir, '/srv/web');
    assert.equal(config.chapterName, 'ACM Student Chapter');
    assert.equal(config.contactEmail, 'acm@uni.edu');
    assert.equal(config.logLevel, 'warn');
    assert.equal(config.rateLimitMax, 50);
    assert.equal(config.loginRateLimitMax, 5);
    assert.equal(config.trustProxy, true);
  });

  it('defaults PUBLIC_URL to the port in use', () => {
    assert.equal(loadConfig({ ...base, PORT: '4100' }).publicUrl, 'http://localhost:4100');
  });

  for (const [name, value, fragment] of [
    ['PORT', 'abc', 'PORT must be a whole number'],
    ['PORT', '70000', 'PORT must be a whole number'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['DATABASE_URL', 'not a url', 'DATABASE_URL is not a valid URL'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL must start with smtp:// or smtps://'],
    ['REDIS_URL', 'http://cache', 'REDIS_URL must start with redis:// or rediss://'],
    ['PUBLIC_URL', 'ftp://x', 'PUBLIC_URL must start with http:// or https://'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of'],
    ['RATE_LIMIT_MAX', '0', 'RATE_LIMIT_MAX must be a whole number'],
    ['CONTACT_EMAIL', 'nobody', 'CONTACT_EMAIL is not an e-mail address'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY must be true or false'],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters'],
    ['CONTEST_SETTLE_CODEFORCES', '7d,1d', 'CONTEST_SETTLE_CODEFORCES must be up to 5 increasing times'],
    ['CONTEST_SETTLE_CODEFORCES', '1d,1d', 'CONTEST_SETTLE_CODEFORCES must be up to 5 increasing times'],
    ['CONTEST_SETTLE_CODECHEF', '1 week', 'CONTEST_SETTLE_CODECHEF must be up to 5 increasing times'],
    ['CONTEST_SETTLE_CODECHEF', '30m', 'CONTEST_SETTLE_CODECHEF must be up to 5 increasing times'],
    ['CONTEST_SETTLE_CODECHEF', '61d', 'CONTEST_SETTLE_CODECHEF must be up to 5 increasing times'],
    ['CONTEST_SETTLE_CODECHEF', '1d,2d,3d,4d,5d,6d', 'CONTEST_SETTLE_CODECHEF must be up to 5 increasing times'],
  ] as const) {
    it(`rejects ${name}=${value} with a clear message`, () => {
      assert.throws(
        () => loadConfig({ ...base, [name]: value }),
        (error: unknown) => error instanceof ConfigError && error.message.includes(fragment),
      );
    });
  }

  it('generates the token secret once into DATA_DIR/secret with mode 0600', () => {
    const dataDir = path.join(tmp, 'fresh');
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    assert.ok(first.length >= 32);
    assert.equal(second, first);
    assert.equal(fs.statSync(path.join(dataDir, 'secret')).mode & 0o777, 0o600);
  });
});
