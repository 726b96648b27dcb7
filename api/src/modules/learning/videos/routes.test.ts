import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Video, VideoResource, VideoResourcePage, VideosResponse } from '@chapter/shared/types';
import { startTestApp, type TestApp } from '../../../../test/app';
import { callRoute, signedIn } from '../../../../test/learningClient';

type Session = Awaited<ReturnType<typeof signedIn>>;

describe('/core-member video resources and videos', () => {
  let t: TestApp;
  let core: Session;
  let member: Session;
  before(async () => {
    t = await startTestApp();
    core = await signedIn(t, 'VICEPRESIDENT');
    member = await signedIn(t, 'MEMBER');
  });
  after(() => t.close());

  const createResource = async (title = 'System Design', description = 'Talks worth watching') => {
    const answer = await core.call<{ data: VideoResource }>('POST', 'create-video-resource', { title, description });
    assert.equal(answer.status, 200, answer.body.message);
    return answer.body.data;
  };
  const video = (videoResourceId: string, link: string, overrides: Record<string, unknown> = {}) => ({
    videoResourceId,
    title: 'Intro',
    description: 'Start here',
    link,
    ...overrides,
  });
  const videoCount = async (resourceId: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('videos')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('resource_id', '=', resourceId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores every YouTube link form as its embed form and keeps the count', async () => {
    const resource = await createResource();
    const links: [sent: string, stored: string][] = [
      ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
      ['https://www.youtube.com/embed/M7lc1UVf-VE', 'https://www.youtube.com/embed/M7lc1UVf-VE'],
    ];
    for (const [sent, stored] of links) {
      const added = await core.call<{ data: Video }>('POST', 'add-video', video(resource._id, sent));
      assert.equal(added.status, 200, added.body.message);
      assert.equal(added.body.data.videoLink, stored);
    }
    // The contract spells the field `vidoeResourceId`.
    const misspelt = await core.call<{ data: Video }>('POST', 'add-video', {
      vidoeResourceId: resource._id,
      title: 'Old client',
      description: 'Spelt so',
      link: 'youtu.be/abcDEF12345',
    });
    assert.equal(misspelt.status, 200, misspelt.body.message);

    const listed = await member.call<VideosResponse>('POST', 'fetch-all-video', { videoResourceId: resource._id });
    assert.equal(listed.status, 200);
    assert.equal(listed.body.resourceInfo.totalVideos, 4);
    assert.deepEqual(
      listed.body.videos.map((v) => v.videoTitle),
      ['Intro', 'Intro', 'Intro', 'Old client'],
    );
    assert.equal(listed.body.videos[3].videoLink, 'https://www.youtube.com/embed/abcDEF12345');

    const removed = await core.call('DELETE', 'delete-video', { videoResourceId: resource._id, videoId: listed.body.videos[0]._id });
    assert.deepEqual(removed, { status: 200, body: { message: 'Video deleted successfully' } });
    const after = await member.call<VideosResponse>('POST', 'fetch-all-video', { videoResourceId: resource._id });
    assert.equal(after.body.resourceInfo.totalVideos, 3);
    assert.equal(await videoCount(resource._id), 3);
  });

  it('lists, searches, edits and deletes resources (with their videos)', async () => {
    const kept = await createResource('Frontend Masters', 'CSS layout deep dives');
    const doomed = await createResource('Backend Basics', 'HTTP and databases');
    await core.call('POST', 'add-video', video(doomed._id, 'https://youtu.be/dQw4w9WgXcQ'));

    const search = await member.call<VideoResourcePage>('POST', 'fetch-all-video-resource', { search: 'css LAYOUT', page: 1 });
    assert.deepEqual(
      search.body.data.map((r) => r._id),
      [kept._id],
    );
    assert.equal(search.body.totalCount, 1);
    const paged = await member.call<VideoResourcePage>('POST', 'fetch-all-video-resource', { page: 1, limit: 1 });
    assert.equal(paged.body.data.length, 1);
    assert.equal(paged.body.totalPages, paged.body.totalCount);

    const edited = await core.call<{ data: VideoResource }>('PUT', 'edit-video-resource', {
      videoResourceId: kept._id,
      title: 'Frontend',
      description: 'Layout',
    });
    assert.equal(edited.body.data.title, 'Frontend');

    const deleted = await core.call('DELETE', 'delete-video-resource', { videoResourceId: doomed._id });
    assert.deepEqual(deleted, { status: 200, body: { message: 'Resource deleted successfully' } });
    assert.equal(await videoCount(doomed._id), 0);
    assert.deepEqual(await member.call('POST', 'fetch-all-video', { videoResourceId: doomed._id }), { status: 404, body: { message: 'Resource not found' } });
  });

  it('refuses every write to a MEMBER and changes nothing', async () => {
    const resource = await createResource('Guarded', 'Read only for members');
    const added = await core.call<{ data: Video }>('POST', 'add-video', video(resource._id, 'https://youtu.be/dQw4w9WgXcQ'));
    const writes: [method: 'POST' | 'PUT' | 'DELETE', route: string, payload: unknown, message: string][] = [
      ['POST', 'create-video-resource', { title: 'X', description: 'Y' }, 'Only core team members can create resources'],
      ['PUT', 'edit-video-resource', { videoResourceId: resource._id, title: 'X', description: 'Y' }, 'Only core team members can edit'],
      ['DELETE', 'delete-video-resource', { videoResourceId: resource._id }, 'Only core team members can delete'],
      ['POST', 'add-video', video(resource._id, 'https://youtu.be/aqz-KE-bpKQ'), 'Only core team members can add videos'],
      ['DELETE', 'delete-video', { videoResourceId: resource._id, videoId: added.body.data._id }, 'Only core team members can delete'],
    ];
    for (const [method, route, payload, message] of writes) {
      assert.deepEqual(await member.call(method, route, payload), { status: 403, body: { message } }, route);
      assert.equal((await callRoute(t.app, method, route, null, payload)).status, 401, route);
    }
    const listed = await member.call<VideosResponse>('POST', 'fetch-all-video', { videoResourceId: resource._id });
    assert.equal(listed.body.resourceInfo.title, 'Guarded');
    assert.equal(listed.body.videos.length, 1);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const resource = await createResource('Validated', 'Checked');
    const cases: [method: 'POST' | 'PUT' | 'DELETE', route: string, payload: unknown, status: number, message: string][] = [
      ['POST', 'add-video', video(resource._id, 'https://vimeo.com/76979871'), 400, 'Invalid YouTube URL'],
      ['POST', 'add-video', video(resource._id, 'https://www.youtube.com/watch?list=PL123'), 400, 'Invalid YouTube URL'],
      ['POST', 'add-video', video(resource._id, 'javascript:alert(1)'), 400, 'Invalid YouTube URL'],
      ['POST', 'add-video', video(resource._id, ''), 400, 'Link is required'],
      ['POST', 'add-video', video(resource._id, 'https://youtu.be/dQw4w9WgXcQ', { title: ' ' }), 400, 'Title is required'],
      ['POST', 'add-video', video(resource._id, 'https://youtu.be/dQw4w9WgXcQ', { description: '' }), 400, 'Description is required'],
      ['POST', 'add-video', { title: 'T', description: 'D', link: 'https://youtu.be/dQw4w9WgXcQ' }, 400, 'videoResourceId is required'],
      ['POST', 'add-video', video('00000000-0000-4000-8000-000000000000', 'https://youtu.be/dQw4w9WgXcQ'), 404, 'Resource not found'],
      ['POST', 'create-video-resource', { description: 'D' }, 400, 'Title is required'],
      ['POST', 'create-video-resource', { title: 'T', description: '  ' }, 400, 'Description is required'],
      ['PUT', 'edit-video-resource', { videoResourceId: resource._id, title: '', description: 'D' }, 400, 'Title is required'],
      ['PUT', 'edit-video-resource', { videoResourceId: 'x', title: 'T', description: 'D' }, 404, 'Resource not found'],
      ['DELETE', 'delete-video', { videoResourceId: resource._id, videoId: '00000000-0000-4000-8000-000000000000' }, 404, 'Video not found'],
      ['DELETE', 'delete-video-resource', {}, 400, 'videoResourceId is required'],
      ['POST', 'fetch-all-video', {}, 400, 'videoResourceId is required'],
    ];
    for (const [method, route, payload, status, message] of cases) {
      assert.deepEqual(await core.call(method, route, payload), { status, body: { message } }, `${route} ${JSON.stringify(payload)}`);
    }
    const listed = await member.call<VideosResponse>('POST', 'fetch-all-video', { videoResourceId: resource._id });
    assert.equal(listed.body.resourceInfo.title, 'Validated');
    assert.equal(listed.body.resourceInfo.totalVideos, 0);
    assert.equal(await videoCount(resource._id), 0);
  });
});
