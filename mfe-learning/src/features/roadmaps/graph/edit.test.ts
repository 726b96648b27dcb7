import { aNode } from '../../../test/fixtures';
import { canConnect, connect, disconnect, moveNode, removeNode, saveNode } from './edit';

const nodes = [aNode('a', ['b']), aNode('b'), aNode('c')];

describe('connect', () => {
  it('adds the target to the source next list', () => {
    expect(connect(nodes, 'b', 'c').find((node) => node.id === 'b')?.next).toEqual(['c']);
  });
  it('refuses a node linked to itself, an existing link and a missing node, changing nothing', () => {
    expect(canConnect(nodes, 'a', 'a')).toBe(false);
    expect(connect(nodes, 'a', 'a')).toBe(nodes);
    expect(connect(nodes, 'a', 'b')).toBe(nodes);
    expect(connect(nodes, 'a', 'ghost')).toBe(nodes);
    expect(canConnect(nodes, 'a', 'c')).toBe(true);
  });
  it('disconnect removes just that link', () => {
    expect(disconnect(connect(nodes, 'a', 'c'), 'a', 'b').find((node) => node.id === 'a')?.next).toEqual(['c']);
  });
});

describe('removeNode', () => {
  it('drops the node and removes it from every next list', () => {
    const before = [aNode('a', ['b', 'c']), aNode('b', ['c']), aNode('c')];
    expect(removeNode(before, 'c')).toEqual([aNode('a', ['b']), aNode('b')]);
  });
});

describe('saveNode', () => {
  const content = {
    id: 'n1',
    title: 'Graphs',
    level: 'Advanced' as const,
    description: 'BFS',
    resources: [{ name: 'CP-Algorithms', link: 'https://cp-algorithms.com' }],
  };
  it('adds a new node with no links', () => {
    expect(saveNode(nodes, content).at(-1)).toEqual({ ...content, next: [] });
  });
  it('edits content but keeps links, position and id', () => {
    const placed = moveNode(nodes, 'a', { x: 10.4, y: 20.6 });
    const edited = saveNode(placed, { ...content, id: 'changed' }, 'a')[0];
    expect(edited).toEqual({ ...content, id: 'a', next: ['b'], position: { x: 10, y: 21 } });
  });
});
