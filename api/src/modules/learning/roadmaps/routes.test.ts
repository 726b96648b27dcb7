import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Roadmap, RoadmapNode, RoadmapPage } from '@chapter/shared/types';
import { startTestApp, type TestApp } from '../../../../test/app';
import { callRoute, signedIn } from '../../../../test/learningClient';

type Session = Awaited<ReturnType<typeof signedIn>>;

const aNode = (id: string, next: string[] = [], overrides: Partial<RoadmapNode> = {}): RoadmapNode => ({
  id,
  title: `Step ${id}`,
  level: 'Beginner',
  description: `About ${id}`,
  resources: [{ name: 'MDN', link: 'https://developer.mozilla.org/' }],
  next,
  ...overrides,
});

describe('/core-member roadmaps', () => {
  let t: TestApp;
  let core: Session;
  let member: Session;
  before(async () => {
    t = await startTestApp();
    core = await signedIn(t, 'COREMEMBER');
    member = await signedIn(t, 'MEMBER');
  });
  after(() => t.close());

  const getRoadmap = (slug: string) => member.call<{ data: Roadmap }>('POST', 'get-roadmap', { slug });

  it('seeds the three built-in roadmaps as linked, valid data', async () => {
    for (const [slug, count] of [
      ['competitive', 9],
      ['frontend', 13],
      ['backend', 12],
    ] as const) {
      const answer = await getRoadmap(slug);
      assert.equal(answer.status, 200);
      const { nodes } = answer.body.data;
      assert.equal(nodes.length, count, slug);
      const ids = new Set(nodes.map((node) => node.id));
      assert.equal(ids.size, count);
      for (const node of nodes) {
        assert.ok(node.resources.length > 0 && node.resources.every((r) => r.link.startsWith('https://')), node.id);
        assert.ok(
          node.next.every((id) => ids.has(id)),
          node.id,
        );
      }
      // One root: a tree layout can start from it.
      const targets = new Set(nodes.flatMap((node) => node.next));
      assert.equal(nodes.filter((node) => !targets.has(node.id)).length, 1, slug);
    }
    const list = await member.call<RoadmapPage>('POST', 'fetch-all-roadmaps', { page: 1, limit: 6 });
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.data.map((r) => [r.slug, r.nodeCount]).sort(), [
      ['backend', 12],
      ['competitive', 9],
      ['frontend', 13],
    ]);
  });

  it('creates a roadmap with a slug, saves nodes and links, and reads them back', async () => {
    const created = await core.call<{ data: Roadmap }>('POST', 'create-roadmap', {
      title: 'Graph Theory & DP!',
      description: 'Hard stuff',
      tags: [' graphs ', 'dp', '', 'dp'],
    });
    assert.equal(created.status, 200, created.body.message);
    assert.equal(created.body.data.slug, 'graph-theory-dp');
    assert.deepEqual(created.body.data.tags, ['graphs', 'dp']);
    assert.deepEqual(created.body.data.nodes, []);
    const again = await core.call<{ data: Roadmap }>('POST', 'create-roadmap', { title: 'graph theory dp', description: 'Same name', tags: 'a, b' });
    assert.equal(again.body.data.slug, 'graph-theory-dp-2');
    assert.deepEqual(again.body.data.tags, ['a', 'b']);

    const nodes = [aNode('a', ['b', 'b']), aNode('b', [], { level: 'Expert', position: { x: 10, y: 20 } })];
    const saved = await core.call<{ data: Roadmap }>('PUT', 'save-roadmap', { slug: 'graph-theory-dp', nodes, title: 'Graphs' });
    assert.equal(saved.status, 200, saved.body.message);
    const read = await getRoadmap('graph-theory-dp');
    assert.equal(read.body.data.title, 'Graphs');
    assert.equal(read.body.data.description, 'Hard stuff');
    assert.deepEqual(read.body.data.nodes, [aNode('a', ['b']), aNode('b', [], { level: 'Expert', position: { x: 10, y: 20 } })]);

    const search = await member.call<RoadmapPage>('POST', 'fetch-all-roadmaps', { search: 'SAME NAME' });
    assert.deepEqual(
      search.body.data.map((r) => r.slug),
      ['graph-theory-dp-2'],
    );
    const paged = await member.call<RoadmapPage>('POST', 'fetch-all-roadmaps', { page: 2, limit: 2 });
    assert.equal(paged.body.totalCount, 5);
    assert.equal(paged.body.totalPages, 3);
    assert.equal(paged.body.data.length, 2);

    assert.deepEqual(await core.call('DELETE', 'delete-roadmap', { slug: 'graph-theory-dp-2' }), {
      status: 200,
      body: { message: 'Roadmap deleted successfully' },
    });
    assert.deepEqual(await getRoadmap('graph-theory-dp-2'), { status: 404, body: { message: 'Roadmap not found' } });
  });

  it('lets an editor change a built-in roadmap', async () => {
    const competitive = (await getRoadmap('competitive')).body.data;
    const nodes = [...competitive.nodes, aNode('cp-extra')];
    nodes[0] = { ...nodes[0], next: [...nodes[0].next, 'cp-extra'] };
    assert.equal((await core.call('PUT', 'save-roadmap', { slug: 'competitive', nodes })).status, 200);
    const after = (await getRoadmap('competitive')).body.data;
    assert.equal(after.nodes.length, 10);
    assert.ok(after.nodes[0].next.includes('cp-extra'));
  });

  it('refuses every write to a MEMBER and changes nothing', async () => {
    const writes: [method: 'POST' | 'PUT' | 'DELETE', route: string, payload: unknown, message: string][] = [
      ['POST', 'create-roadmap', { title: 'X', description: 'Y', tags: [] }, 'Only core team members can create roadmaps'],
      ['PUT', 'save-roadmap', { slug: 'frontend', nodes: [] }, 'Only core team members can edit'],
      ['DELETE', 'delete-roadmap', { slug: 'frontend' }, 'Only core team members can delete'],
    ];
    for (const [method, route, payload, message] of writes) {
      assert.deepEqual(await member.call(method, route, payload), { status: 403, body: { message } }, route);
      assert.equal((await callRoute(t.app, method, route, null, payload)).status, 401, route);
    }
    assert.equal((await getRoadmap('frontend')).body.data.nodes.length, 13);
    assert.equal((await callRoute(t.app, 'POST', 'get-roadmap', null, { slug: 'frontend' })).status, 401);
  });

  it('refuses bad roadmaps and nodes with their messages and changes nothing', async () => {
    const cases: [method: 'POST' | 'PUT', route: string, payload: unknown, status: number, message: string][] = [
      ['POST', 'create-roadmap', { description: 'D', tags: [] }, 400, 'Title is required'],
      ['POST', 'create-roadmap', { title: 'T', description: ' ' }, 400, 'Description is required'],
      ['POST', 'create-roadmap', { title: 'T', description: 'D', tags: [1, 2] }, 400, 'Tags must be a list of words'],
      ['PUT', 'save-roadmap', { slug: 'backend' }, 400, 'nodes is required'],
      ['PUT', 'save-roadmap', { slug: 'backend', nodes: [aNode('a', [], { title: '' })] }, 400, 'Title is required (node 1)'],
      ['PUT', 'save-roadmap', { slug: 'backend', nodes: [aNode('a'), aNode('b', [], { description: '' })] }, 400, 'Description is required (node 2)'],
      ['PUT', 'save-roadmap', { slug: 'backend', nodes: [aNode('', [])] }, 400, 'ID is required (node 1)'],
      ['PUT', 'save-roadmap', { slug: 'backend', nodes: [aNode('a', [], { level: 'Guru' as never })] }, 400, 'Choose a level (node 1)'],
      ['PUT', 'save-roadmap', { slug: 'backend', nodes: [aNode('a', [], { resources: [] })] }, 400, 'Add at least one resource (node 1)'],
      ['PUT', 'save-roadmap', { slug: 'backend', nodes: [aNode('a', [], { resources: [{ name: 'X', link: 'nope' }] })] }, 400, 'Enter a valid URL (node 1)'],
      [
        'PUT',
        'save-roadmap',
        { slug: 'backend', nodes: [aNode('a', [], { resources: [{ name: '', link: 'https://x.org' }] })] },
        400,
        'Name is required (node 1)',
      ],
      ['PUT', 'save-roadmap', { slug: 'backend', nodes: [aNode('a'), aNode('a')] }, 400, 'Node ids must be unique'],
      ['PUT', 'save-roadmap', { slug: 'backend', nodes: [aNode('a', ['ghost'])] }, 400, 'Node a links to a missing node (ghost)'],
      ['PUT', 'save-roadmap', { slug: 'backend', nodes: [aNode('a', ['a'])] }, 400, 'A node cannot link to itself (a)'],
      [
        'PUT',
        'save-roadmap',
        { slug: 'backend', nodes: [aNode('a', [], { position: { x: 'left', y: 1 } as never })] },
        400,
        'Position must have numeric x and y (node 1)',
      ],
      ['PUT', 'save-roadmap', { slug: 'backend', nodes: [aNode('a')], title: '' }, 400, 'Title is required'],
      ['PUT', 'save-roadmap', { slug: 'no-such-roadmap', nodes: [] }, 404, 'Roadmap not found'],
      ['POST', 'get-roadmap', { slug: 'no-such-roadmap' }, 404, 'Roadmap not found'],
    ];
    for (const [method, route, payload, status, message] of cases) {
      assert.deepEqual(await core.call(method, route, payload), { status, body: { message } }, `${route} ${JSON.stringify(payload)}`);
    }
    assert.equal((await getRoadmap('backend')).body.data.nodes.length, 12);
    assert.equal((await core.call('DELETE', 'delete-roadmap', { slug: 'no-such-roadmap' })).status, 404);
  });
});
