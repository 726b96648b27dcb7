import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../test/app';
import { iconSvg, shortName } from './manifest';

describe('the installable app: /manifest.webmanifest and /icons/*', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ chapterName: 'Code & Co Chapter' });
  });
  after(() => t.close());

  it('serves the manifest from the chapter configuration, revalidated with an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/manifest\+json/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const manifest = response.json();
    assert.equal(manifest.name, 'Code & Co Chapter');
    assert.equal(manifest.short_name, 'Code & Co');
    assert.equal(manifest.start_url, '/dashboard');
    assert.equal(manifest.scope, '/');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.theme_color, '#007a55');
    assert.equal(manifest.background_color, '#ffffff');
    assert.deepEqual(
      manifest.icons.map((icon: { src: string; sizes: string; purpose: string }) => [icon.src, icon.sizes, icon.purpose]),
      [
        ['/icons/icon-192.png', '192x192', 'any'],
        ['/icons/icon-512.png', '512x512', 'any'],
        ['/icons/maskable-512.png', '512x512', 'maskable'],
      ],
    );
    const etag = String(response.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
  });

  it('draws each icon as a PNG of its size, once, with an ETag', async () => {
    for (const [name, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['maskable-512.png', 512],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/icons/${name}` });
      assert.equal(response.statusCode, 200, name);
      assert.equal(response.headers['content-type'], 'image/png');
      const meta = await sharp(response.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['png', size, size], name);
      const etag = String(response.headers.etag);
      const same = await t.app.inject({ method: 'GET', url: `/icons/${name}` });
      assert.equal(same.headers.etag, etag, 'rendered once per process: the same bytes');
      assert.equal((await t.app.inject({ method: 'GET', url: `/icons/${name}`, headers: { 'if-none-match': etag } })).statusCode, 304);
    }
  });

  it('answers 404 for any other icon name', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/icons/icon-64.png' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/icons/..%2Fremotes.json' })).statusCode, 404);
  });

  it("draws the chapter's initials, escaped, and keeps a maskable icon's letters in the safe zone", () => {
    const svg = iconSvg('<Code> Chapter', 512, true);
    assert.match(svg, />&#60;C<\/text>/);
    assert.match(svg, /font-size="154"/);
    assert.match(iconSvg('Code Chapter', 192, false), />CC<\/text>/);
  });

  it('shortens a long name for home screens', () => {
    assert.equal(shortName('Coding Chapter'), 'Coding');
    assert.equal(shortName('ACM'), 'ACM');
    assert.equal(shortName('Supercalifragilistic Coders'), 'SC');
  });
});
