import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { PRIVACY_MESSAGES, type PublicProfile } from '@chapter/contract';
import { addUser, startTestApp, type TestApp } from '../../../test/app';
import { databasePictureStore, encodePicture } from '../../files';
import { achievementCardSvg, profileCardSvg } from './card';
import { publicAchievementOf, publicProfileOf } from './service';

const EMAIL_DOMAIN = 'example.edu';
const PHONE = '+91 98765 43210';
const LINKEDIN = 'asha-linkedin-handle';

describe('the public profile: /api/v1/public/profiles/:slug, its cards and the page /u/:slug', () => {
  let t: TestApp;
  let slugCount = 0;
  before(async () => {
    t = await startTestApp({ timeZone: 'UTC', publicUrl: 'https://chapter.example.org', chapterName: 'Code & Co' });
  });
  after(() => t.close());

  const today = () => new Date().toISOString().slice(0, 10);

  /** A member with a public profile (the columns set directly), contact details, handles, points and a badge. */
  async function member(name = 'Asha Rao', columns: Record<string, unknown> = {}) {
    const db = t.database.db;
    const user = await addUser(t.database, 'MEMBER');
    const n = ++slugCount;
    const slug = `asha-rao-${n}k2q`;
    await db
      .updateTable('users')
      .set({ name, public_profile: true, public_slug: slug, phone_number: PHONE, linkedin_username: LINKEDIN, bio: 'Secret chapter bio', ...columns })
      .where('id', '=', user.id)
      .execute();
    await db
      .insertInto('platform_accounts')
      .values({ user_id: user.id, platform: 'leetcode', handle: `asha_lc${n}`, verified_at: new Date() })
      .execute();
    await db
      .insertInto('platform_accounts')
      .values({ user_id: user.id, platform: 'codeforces', handle: `not_mine_cf${n}`, verified_at: null })
      .execute();
    await db.insertInto('solved_days').values({ user_id: user.id, platform: 'leetcode', day: today(), solved: 3 }).execute();
    await db
      .insertInto('points_ledger')
      .values({ user_id: user.id, source: `adjustment:${slug}`, kind: 'adjustment', platform: null, day: today(), points: 40 })
      .execute();
    const badge = await db
      .insertInto('achievements')
      .values({ user_id: user.id, month: '2026-10', type: 'silver', value: 120 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...user, slug, badgeId: badge.id, lc: `asha_lc${n}` };
  }

  const deps = () => ({ db: t.database.db, publicUrl: t.config.publicUrl, chapterName: t.config.chapterName, timeZone: 'UTC', maxStaleMs: 0 });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers a visible profile with verified handles only, absolute addresses and no contact details', async () => {
    const asha = await member();
    const response = await get(`/api/v1/public/profiles/${asha.slug}`);
    assert.equal(response.statusCode, 200);
    const profile = response.json<PublicProfile>();
    assert.equal(profile.name, 'Asha Rao');
    assert.equal(profile.chapterName, 'Code & Co');
    assert.equal(profile.points, 40);
    assert.equal(typeof profile.rank, 'number');
    assert.deepEqual(profile.handles, [{ platform: 'leetcode', handle: asha.lc, url: `https://leetcode.com/u/${asha.lc}` }]);
    assert.equal(profile.pageUrl, `https://chapter.example.org/u/${asha.slug}`);
    assert.equal(profile.cardUrl, `https://chapter.example.org/api/v1/public/profiles/${asha.slug}/card.png`);
    assert.deepEqual(
      profile.achievements.map((badge) => [badge.type, badge.date, badge.cardUrl]),
      [['silver', '2026-10-01', `https://chapter.example.org/api/v1/public/profiles/${asha.slug}/achievements/${asha.badgeId}/card.png`]],
    );
    assert.deepEqual(profile.dailyActivity, [{ date: today(), count: 3 }]);
    const cards = [
      profileCardSvg(await publicProfileOf(deps(), asha.slug)),
      achievementCardSvg(await publicAchievementOf(t.database.db, asha.slug, asha.badgeId), t.config.chapterName),
    ];
    for (const text of [response.body, ...cards]) {
      for (const secret of [asha.email, EMAIL_DOMAIN, PHONE, LINKEDIN, 'Secret chapter bio']) assert.ok(!text.includes(secret), secret);
    }
  });

  it('shows a page with OpenGraph tags, the verified mark and the heat map, and no contact details', async () => {
    const asha = await member();
    const response = await get(`/u/${asha.slug}`, { accept: 'text/html' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.headers['cache-control'], 'public, max-age=60');
    const html = response.body;
    assert.match(html, /<title>Asha Rao · Code &#38; Co<\/title>/);
    assert.match(html, /<meta property="og:type" content="profile">/);
    assert.match(html, new RegExp(`<meta property="og:url" content="https://chapter.example.org/u/${asha.slug}">`));
    assert.match(html, new RegExp(`<meta property="og:image" content="https://chapter.example.org/api/v1/public/profiles/${asha.slug}/card.png">`));
    assert.match(html, /<meta property="og:image:width" content="1200">/);
    assert.match(html, /<meta property="og:image:height" content="630">/);
    assert.match(html, /<meta name="twitter:card" content="summary_large_image">/);
    assert.match(html, new RegExp(`<link rel="canonical" href="https://chapter.example.org/u/${asha.slug}">`));
    assert.match(html, new RegExp(`LeetCode: ${asha.lc}</a> <span class="verified">.*Verified by Code &#38; Co</span>`));
    assert.ok(!html.includes('not_mine_cf'));
    assert.match(html, /1 day with solves in the last year/);
    assert.match(html, /role="region" aria-label="Activity heat map of the last year" tabindex="0"/);
    assert.ok(html.includes(`/achievements/${asha.badgeId}/card.png">Share`));
    assert.equal((html.match(/<h1>/g) ?? []).length, 1);
    assert.ok(!/<script/i.test(html));
    for (const secret of [asha.email, EMAIL_DOMAIN, PHONE, LINKEDIN, 'Secret chapter bio']) assert.ok(!html.includes(secret), secret);
  });

  it('escapes a name that holds markup in the page, the JSON stays as written', async () => {
    const name = `<script>alert("x")</script> O'Neil & Co`;
    const mallory = await member(name);
    const page = await get(`/u/${mallory.slug}`);
    assert.equal(page.statusCode, 200);
    assert.ok(!page.body.includes('<script>'));
    assert.ok(page.body.includes('<h1>&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; O&#39;Neil &#38; Co</h1>'));
    assert.equal((await get(`/api/v1/public/profiles/${mallory.slug}`)).json<PublicProfile>().name, name);
    const svg = profileCardSvg(await publicProfileOf(deps(), mallory.slug));
    assert.ok(!svg.includes('<script>'));
    assert.ok(svg.includes('&#60;script&#62;'));
  });

  for (const [label, columns] of [
    ['turned off', { public_profile: false }],
    ['blocked', { blocked: true }],
    ['deletion asked', { deletion_requested_at: new Date(), deletion_due_at: new Date(Date.now() + 7 * 86_400_000) }],
  ] as const) {
    it(`answers 404 for a profile ${label}: JSON, page and cards`, async () => {
      const hidden = await member('Hidden Member', columns);
      const json = await get(`/api/v1/public/profiles/${hidden.slug}`);
      assert.equal(json.statusCode, 404);
      assert.deepEqual(json.json(), { message: PRIVACY_MESSAGES.noPublicProfile });
      const page = await get(`/u/${hidden.slug}`);
      assert.equal(page.statusCode, 404);
      assert.ok(page.body.includes(PRIVACY_MESSAGES.noPublicProfile));
      assert.ok(!page.body.includes('Hidden Member'));
      assert.equal((await get(`/api/v1/public/profiles/${hidden.slug}/card.png`)).statusCode, 404);
      assert.equal((await get(`/api/v1/public/profiles/${hidden.slug}/achievements/${hidden.badgeId}/card.png`)).statusCode, 404);
    });
  }

  it('answers 404 for an unknown slug, with a page that links home', async () => {
    const json = await get('/api/v1/public/profiles/nobody-here');
    assert.equal(json.statusCode, 404);
    assert.deepEqual(json.json(), { message: PRIVACY_MESSAGES.noPublicProfile });
    const page = await get('/u/nobody-here', { accept: 'text/html' });
    assert.equal(page.statusCode, 404);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.ok(page.body.includes(PRIVACY_MESSAGES.noPublicProfile));
    assert.ok(page.body.includes('<a href="/">'));
  });

  it('draws the profile card as a 1200×630 PNG with an ETag that follows the content', async () => {
    const asha = await member();
    const url = `/api/v1/public/profiles/${asha.slug}/card.png`;
    const first = await get(url);
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['content-type'], 'image/png');
    assert.equal(first.headers['cache-control'], 'public, max-age=300');
    const meta = await sharp(first.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 1200, 630]);
    const etag = String(first.headers.etag);
    assert.equal((await get(url)).headers.etag, etag);

    const held = await get(url, { 'if-none-match': etag });
    assert.equal(held.statusCode, 304);
    assert.equal(held.rawPayload.length, 0);

    await t.database.db
      .insertInto('points_ledger')
      .values({ user_id: asha.id, source: `adjustment:more-${asha.slug}`, kind: 'adjustment', platform: null, day: today(), points: 5 })
      .execute();
    const changed = await get(url, { 'if-none-match': etag });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
  });

  it('composites the stored picture into the profile card', async () => {
    const db = t.database.db;
    const asha = await member();
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const stored = await databasePictureStore(db, 'public').save(await encodePicture(red, { size: 400, fit: 'cover' }));
    const url = `/api/v1/public/profiles/${asha.slug}/card.png`;
    const before = String((await get(url)).headers.etag);
    await db
      .updateTable('users')
      .set({ profile_picture: JSON.stringify(stored) })
      .where('id', '=', asha.id)
      .execute();
    const card = await get(url);
    assert.equal(card.statusCode, 200);
    assert.notEqual(card.headers.etag, before);
    // The circle's centre is the picture's red.
    const { data } = await sharp(card.rawPayload).extract({ left: 190, top: 280, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    assert.ok(data[0]! > 200 && data[1]! < 60 && data[2]! < 60, `centre pixel ${[...data].join(',')}`);
  });

  it("draws an achievement's card, and 404 for an id that is not the member's", async () => {
    const asha = await member();
    const other = await member('Other Member');
    const url = (id: string) => `/api/v1/public/profiles/${asha.slug}/achievements/${id}/card.png`;
    const card = await get(url(asha.badgeId));
    assert.equal(card.statusCode, 200);
    const meta = await sharp(card.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 1200, 630]);
    assert.equal((await get(url(asha.badgeId), { 'if-none-match': String(card.headers.etag) })).statusCode, 304);
    for (const id of [other.badgeId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const refused = await get(url(id));
      assert.equal(refused.statusCode, 404, id);
      assert.deepEqual(refused.json(), { message: PRIVACY_MESSAGES.noAchievement });
    }
  });
});
