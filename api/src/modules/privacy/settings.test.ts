import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PRIVACY_MESSAGES, type PrivacyData } from '@chapter/contract';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { updatePrivacy } from './settings';
import { publicSlug, slugBase } from './slug';

const SLUG_CHECK = /^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/;

describe('GET and PUT /api/v1/user/privacy', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ publicUrl: 'https://chapter.example.org' });
  });
  after(() => t.close());

  /** A new member named `name`, with calls to the privacy routes as them. */
  async function member(name = 'Asha Rao') {
    const user = await addUser(t.database, 'MEMBER');
    await t.database.db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
    const token = await loginAs(t.app, user.email, user.password);
    const request = async (method: 'GET' | 'PUT', payload?: unknown) => {
      const response = await t.app.inject({
        method,
        url: '/api/v1/user/privacy',
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: response.statusCode, body: response.json<{ message: string; data: PrivacyData }>() };
    };
    return { user, get: () => request('GET'), put: (payload: unknown) => request('PUT', payload) };
  }

  it('gives the defaults: e-mail and LinkedIn to members, the phone number to nobody, on the landing page, no public profile', async () => {
    const { get } = await member();
    const { status, body } = await get();
    assert.equal(status, 200);
    assert.deepEqual(body.data, {
      emailVisibility: 'MEMBERS',
      phoneVisibility: 'NOBODY',
      linkedinVisibility: 'MEMBERS',
      onLandingPage: true,
      publicProfile: false,
      publicPath: null,
      publicUrl: null,
      cardUrl: null,
    });
  });

  it('changes only the choices sent and answers the saved message', async () => {
    const { get, put } = await member();
    const { status, body } = await put({ phoneVisibility: 'CORE', onLandingPage: false });
    assert.equal(status, 200);
    assert.equal(body.message, PRIVACY_MESSAGES.saved);
    const expected = { ...(await get()).body.data };
    assert.deepEqual(body.data, expected);
    assert.deepEqual(
      [expected.emailVisibility, expected.phoneVisibility, expected.linkedinVisibility, expected.onLandingPage, expected.publicProfile],
      ['MEMBERS', 'CORE', 'MEMBERS', false, false],
    );
  });

  it('refuses a request with nothing to change, and a bad value, changing nothing', async () => {
    const { user, get, put } = await member();
    await put({ emailVisibility: 'CORE' });
    const before = await t.database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.deepEqual(await put({}), { status: 400, body: { message: PRIVACY_MESSAGES.nothingToChange } });
    for (const bad of [
      { emailVisibility: 'EVERYONE' },
      { phoneVisibility: 'nobody' },
      { linkedinVisibility: null },
      { onLandingPage: 'perhaps' },
      { publicProfile: {}, emailVisibility: 'NOBODY' },
    ]) {
      const { status } = await put(bad);
      assert.equal(status, 400, JSON.stringify(bad));
    }
    const afterwards = await t.database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.deepEqual(afterwards, before);
    assert.equal((await get()).body.data.emailVisibility, 'CORE');
  });

  it('gives a readable slug the first time the public profile is turned on, and keeps it when turned off and on', async () => {
    const { get, put } = await member('Zoë Núñez-Ávila');
    const on = (await put({ publicProfile: true })).body.data;
    assert.equal(on.publicProfile, true);
    const slug = on.publicPath!.slice('/u/'.length);
    assert.match(slug, /^zoe-nunez-avila-[a-z0-9]{4}$/);
    assert.match(slug, SLUG_CHECK);
    assert.equal(on.publicUrl, `https://chapter.example.org/u/${slug}`);
    assert.equal(on.cardUrl, `https://chapter.example.org/api/v1/public/profiles/${slug}/card.png`);

    const off = (await put({ publicProfile: false })).body.data;
    assert.equal(off.publicProfile, false);
    assert.equal(off.publicPath, on.publicPath);
    assert.deepEqual((await put({ publicProfile: true })).body.data, on);
    assert.deepEqual((await get()).body.data, on);
  });

  it('gives two members of the same name different slugs', async () => {
    const first = (await (await member('Sam Lee')).put({ publicProfile: true })).body.data.publicPath;
    const second = (await (await member('Sam Lee')).put({ publicProfile: true })).body.data.publicPath;
    assert.match(first!, /^\/u\/sam-lee-[a-z0-9]{4}$/);
    assert.match(second!, /^\/u\/sam-lee-[a-z0-9]{4}$/);
    assert.notEqual(first, second);
  });

  it('draws another slug when the one drawn is taken', async () => {
    const { user } = await member('Kim Park');
    const taken = await member('Kim Park');
    await t.database.db.updateTable('users').set({ public_slug: 'kim-park-aaaa' }).where('id', '=', taken.user.id).execute();
    const draws = ['kim-park-aaaa', 'kim-park-aaab'];
    const data = await updatePrivacy(t.database.db, user.id, { publicProfile: true }, t.config.publicUrl, () => draws.shift()!);
    assert.equal(data.publicPath, '/u/kim-park-aaab');
    assert.deepEqual(draws, []);
    const row = await t.database.db.selectFrom('users').select(['public_slug', 'public_profile']).where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { public_slug: 'kim-park-aaab', public_profile: true });
  });

  it('needs a sign-in', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/user/privacy', ...(method === 'PUT' ? { payload: { onLandingPage: false } } : {}) });
      assert.equal(response.statusCode, 401);
    }
  });
});

describe('public profile slugs', () => {
  it('fold names to lower-case ASCII with hyphens, and always match the column check', () => {
    assert.equal(slugBase('Asha Rao'), 'asha-rao');
    assert.equal(slugBase('  José  María O’Neil '), 'jose-maria-o-neil');
    assert.equal(slugBase('李小龙'), 'member');
    assert.equal(slugBase('---'), 'member');
    for (const name of ['A', 'Asha Rao', 'x'.repeat(200), '李小龙', 'a-'.repeat(50), '9']) assert.match(publicSlug(name), SLUG_CHECK, name);
  });
});
