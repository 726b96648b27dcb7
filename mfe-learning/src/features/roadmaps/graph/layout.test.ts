import { aNode } from '../../../test/fixtures';
import { LEVEL_GAP, depthsOf, positionsOf, rootsOf, treeLayout } from './layout';

describe('rootsOf', () => {
  it('finds the nodes nobody points to, in list order', () => {
    expect(rootsOf([aNode('b', ['c']), aNode('a', ['c']), aNode('c')])).toEqual(['b', 'a']);
  });
  it('ignores links to missing nodes and to oneself', () => {
    expect(rootsOf([aNode('a', ['a', 'ghost'])])).toEqual(['a']);
  });
});

describe('treeLayout', () => {
  // a → b, a → c, b → d, c → d: d is reached first through b and stays on level 2.
  const diamond = [aNode('a', ['b', 'c']), aNode('b', ['d']), aNode('c', ['d']), aNode('d')];

  it('puts roots on level 0 and each step one level lower', () => {
    expect(Object.fromEntries(depthsOf(diamond))).toEqual({ a: 0, b: 1, c: 1, d: 2 });
    const positions = treeLayout(diamond);
    expect(positions.get('a')?.y).toBe(0);
    expect(positions.get('b')?.y).toBe(LEVEL_GAP);
    expect(positions.get('c')?.y).toBe(LEVEL_GAP);
    expect(positions.get('d')?.y).toBe(2 * LEVEL_GAP);
  });

  it('spaces neighbours 350 apart and centres each row on x = 0 (cards are 300 wide)', () => {
    const positions = treeLayout(diamond);
    expect(positions.get('a')?.x).toBe(-150);
    expect(positions.get('b')?.x).toBe(-175 - 150);
    expect(positions.get('c')?.x).toBe(175 - 150);
    expect((positions.get('c')?.x ?? 0) - (positions.get('b')?.x ?? 0)).toBe(350);
  });

  it('lays out several roots side by side', () => {
    const positions = treeLayout([aNode('x'), aNode('y'), aNode('z')]);
    expect([...positions.values()].map((p) => p.x + 150)).toEqual([-350, 0, 350]);
    expect([...positions.values()].every((p) => p.y === 0)).toBe(true);
  });

  it('still places every node of a ring that has no root', () => {
    const ring = [aNode('p', ['q']), aNode('q', ['p'])];
    expect(Object.fromEntries(depthsOf(ring))).toEqual({ p: 0, q: 1 });
    expect(treeLayout([]).size).toBe(0);
  });

  it('lets a dragged position override the layout', () => {
    const positions = positionsOf([aNode('a', ['b']), aNode('b', [], { position: { x: 900, y: 40 } })]);
    expect(positions.get('a')).toEqual({ x: -150, y: 0 });
    expect(positions.get('b')).toEqual({ x: 900, y: 40 });
  });
});
