import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../config';
import { startTestApp, testConfig, type TestApp } from '../../../test/app';

describe('GET /api/v1/config', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({
      chapterName: 'Test Chapter',
      contactEmail: 'chapter@uni.edu',
      chapterLinks: { github: 'https://github.com/chapter', community: 'https://chat.example/join' },
      promoVideoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
    });
  });
  after(() => t.close());

  it('answers the name, contact e-mail, the configured links only and the promo video, without a bearer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      chapterName: 'Test Chapter',
      contactEmail: 'chapter@uni.edu',
      links: { github: 'https://github.com/chapter', community: 'https://chat.example/join' },
      promoVideoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
    });
  });
});

describe('chapter links configuration', () => {
  const base = { DATA_DIR: testConfig().dataDir, JWT_SECRET: 'x'.repeat(40) };

  it('reads CHAPTER_*_URL and leaves unset ones out', () => {
    const config = loadConfig({ ...base, CHAPTER_LINKEDIN_URL: 'https://linkedin.com/company/c', CHAPTER_WEBSITE_URL: ' https://c.edu ' });
    assert.deepEqual(config.chapterLinks, { linkedin: 'https://linkedin.com/company/c', website: 'https://c.edu' });
    assert.equal(config.promoVideoUrl, null);
  });

  it('refuses a link that is not an http(s) URL, naming the variable', () => {
    assert.throws(() => loadConfig({ ...base, CHAPTER_INSTAGRAM_URL: 'javascript:alert(1)' }), /CHAPTER_INSTAGRAM_URL must start with http:\/\/ or https:\/\//);
    assert.throws(() => loadConfig({ ...base, CHAPTER_GITHUB_URL: 'not a url' }), /CHAPTER_GITHUB_URL is not a valid URL/);
  });
});
