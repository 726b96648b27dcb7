import { aNode } from '../../../test/fixtures';
import { toFlowEdges, toFlowNodes } from './flowElements';

const nodes = [aNode('a', ['b', 'c', 'ghost', 'a']), aNode('b', ['c']), aNode('c', [], { position: { x: 5, y: 6 } })];

test('nodes carry their place, 300 px width and selection', () => {
  const flow = toFlowNodes(nodes, 'b', 'a');
  expect(flow.map((node) => node.id)).toEqual(['a', 'b', 'c']);
  expect(flow[0]).toMatchObject({ type: 'step', width: 300, position: { x: -150, y: 0 }, data: { selected: false, connectSource: true } });
  expect(flow[1].data).toMatchObject({ selected: true, connectSource: false });
  expect(flow[2].position).toEqual({ x: 5, y: 6 });
});

test('one edge per link to an existing other node; links of the selected node are active and animated', () => {
  const edges = toFlowEdges(nodes, 'b');
  expect(edges.map((edge) => edge.id)).toEqual(['a->b', 'a->c', 'b->c']);
  expect(edges.map((edge) => edge.animated)).toEqual([true, false, true]);
  expect(edges.filter((edge) => edge.data?.active).map((edge) => edge.id)).toEqual(['a->b', 'b->c']);
  expect(toFlowEdges(nodes, null).some((edge) => edge.animated)).toBe(false);
});
