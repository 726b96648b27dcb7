import { aNode } from '../../../test/fixtures';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editorState';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const start = () => initialEditorState([aNode('a', ['b']), aNode('b'), aNode('c')]);
const nextOf = (state: EditorState, id: string) => state.nodes.find((node) => node.id === id)?.next;

test('starts clean with the first node selected', () => {
  expect(start()).toMatchObject({ selectedId: 'a', connecting: null, dirty: false });
  expect(initialEditorState([]).selectedId).toBeNull();
});

test('connect takes two clicks, source then target, and then ends', () => {
  const state = run(start(), { type: 'startConnect' }, { type: 'activate', id: 'b' }, { type: 'activate', id: 'c' });
  expect(nextOf(state, 'b')).toEqual(['c']);
  expect(state).toMatchObject({ connecting: null, dirty: true, notice: 'Connected Node b to Node c' });
});

test('the same node twice keeps waiting for a target; an existing link is not added again', () => {
  const waiting = run(start(), { type: 'startConnect' }, { type: 'activate', id: 'a' }, { type: 'activate', id: 'a' });
  expect(waiting.connecting).toEqual({ sourceId: 'a' });
  expect(waiting.dirty).toBe(false);
  const refused = run(waiting, { type: 'activate', id: 'b' });
  expect(nextOf(refused, 'a')).toEqual(['b']);
  expect(refused).toMatchObject({ connecting: null, dirty: false, notice: 'Node a already leads to Node b' });
});

test('Cancel Connection leaves without linking; outside connect mode a click just selects', () => {
  const cancelled = run(start(), { type: 'startConnect' }, { type: 'activate', id: 'b' }, { type: 'cancelConnect' }, { type: 'activate', id: 'c' });
  expect(cancelled).toMatchObject({ connecting: null, selectedId: 'c', dirty: false });
  expect(nextOf(cancelled, 'b')).toEqual([]);
});

test('deleting a node removes it from every next list and selects the first remaining node, or none', () => {
  const state = run(start(), { type: 'select', id: 'b' }, { type: 'deleteNode', id: 'b' });
  expect(state.nodes.map((node) => node.id)).toEqual(['a', 'c']);
  expect(nextOf(state, 'a')).toEqual([]);
  expect(state).toMatchObject({ selectedId: 'a', dirty: true });
  expect(run(initialEditorState([aNode('only')]), { type: 'deleteNode', id: 'only' }).selectedId).toBeNull();
});

test('adding selects the new node; moves, unlinks and saves track unsaved changes', () => {
  const content = { id: 'n9', title: 'New', level: 'Expert' as const, description: 'D', resources: [{ name: 'R', link: 'https://r.dev' }] };
  const added = run(start(), { type: 'saveNode', content });
  expect(added).toMatchObject({ selectedId: 'n9', dirty: true });
  const moved = run(start(), { type: 'move', id: 'c', position: { x: 1, y: 2 } });
  expect(moved.nodes[2].position).toEqual({ x: 1, y: 2 });
  expect(moved.dirty).toBe(true);
  const unlinked = run(start(), { type: 'unlink', sourceId: 'a', targetId: 'b' });
  expect(nextOf(unlinked, 'a')).toEqual([]);
  expect(run(unlinked, { type: 'saved', nodes: unlinked.nodes }).dirty).toBe(false);
});
