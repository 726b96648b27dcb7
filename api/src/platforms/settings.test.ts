import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError } from '../config';
import { createPlatformClients } from '.';
import { platformSettingsFromEnv } from './settings';

describe('platformSettingsFromEnv', () => {
  it('defaults to the real sites', () => {
    const settings = platformSettingsFromEnv({});
    assert.equal(settings.leetcode.baseUrl, 'https://leetcode.com');
    assert.equal(settings.codeforces.baseUrl, 'https://codeforces.com');
    assert.equal(settings.codechef.baseUrl, 'https://www.codechef.com');
    assert.equal(settings.geeksforgeeks.baseUrl, 'https://authapi.geeksforgeeks.org');
    assert.equal(settings.geeksforgeeks.practiceUrl, 'https://practiceapi.geeksforgeeks.org');
    assert.deepEqual(settings.codeforces.rateLimit, { limit: 1, intervalMs: 2000 });
  });

  it('reads each base URL, trailing slashes removed; PLATFORM_GFG_URL serves both GFG hosts', () => {
    const settings = platformSettingsFromEnv({
      PLATFORM_LEETCODE_URL: 'http://127.0.0.1:4100/leetcode/',
      PLATFORM_CODEFORCES_URL: 'http://127.0.0.1:4100/codeforces',
      PLATFORM_CODECHEF_URL: 'http://127.0.0.1:4100/codechef',
      PLATFORM_GFG_URL: 'http://127.0.0.1:4100/gfg',
    });
    assert.equal(settings.leetcode.baseUrl, 'http://127.0.0.1:4100/leetcode');
    assert.equal(settings.codeforces.baseUrl, 'http://127.0.0.1:4100/codeforces');
    assert.equal(settings.codechef.baseUrl, 'http://127.0.0.1:4100/codechef');
    assert.equal(settings.geeksforgeeks.baseUrl, 'http://127.0.0.1:4100/gfg');
    assert.equal(settings.geeksforgeeks.practiceUrl, 'http://127.0.0.1:4100/gfg');
    const split = platformSettingsFromEnv({ PLATFORM_GFG_URL: 'http://a.test', PLATFORM_GFG_PRACTICE_URL: 'http://b.test' });
    assert.equal(split.geeksforgeeks.practiceUrl, 'http://b.test');
  });

  it('refuses a URL that is not http(s), naming the variable', () => {
    assert.throws(
      () => platformSettingsFromEnv({ PLATFORM_CODEFORCES_URL: 'ftp://x' }),
      (error) => error instanceof ConfigError && /PLATFORM_CODEFORCES_URL/.test(error.message),
    );
    assert.throws(() => platformSettingsFromEnv({ PLATFORM_LEETCODE_URL: 'not a url' }), /PLATFORM_LEETCODE_URL/);
  });

  it('creates one client per platform', () => {
    const clients = createPlatformClients(platformSettingsFromEnv({}));
    assert.deepEqual(
      Object.values(clients).map((client) => client.platform),
      ['leetcode', 'codeforces', 'codechef', 'geeksforgeeks'],
    );
  });
});
