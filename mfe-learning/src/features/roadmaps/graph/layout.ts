import { ROADMAP } from '@chapter/shared';
import type { RoadmapNode } from '@chapter/shared/types';

export type Position = { x: number; y: number };

/** Vertical distance between two levels of the tree (a node card is about 150 px tall). */
export const LEVEL_GAP = 220;

/** The ids of the nodes no other node leads to, in list order (links to missing nodes and to oneself are ignored). */
export function rootsOf(nodes: readonly RoadmapNode[]): string[] {
  const ids = new Set(nodes.map((node) => node.id));
  const pointedTo = new Set(nodes.flatMap((node) => node.next.filter((target) => target !== node.id && ids.has(target))));
  return nodes.filter((node) => !pointedTo.has(node.id)).map((node) => node.id);
}

/** Each node's depth: 0 for the roots, then one more per step, breadth first (a node keeps its shallowest depth). */
export function depthsOf(nodes: readonly RoadmapNode[]): Map<string, number> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const depths = new Map<string, number>();
  const walkFrom = (start: string) => {
    depths.set(start, 0);
    const queue = [start];
    while (queue.length > 0) {
      const id = queue.shift() as string;
      const depth = depths.get(id) as number;
      for (const target of byId.get(id)?.next ?? []) {
        if (byId.has(target) && !depths.has(target)) {
          depths.set(target, depth + 1);
          queue.push(target);
        }
      }
    }
  };
  rootsOf(nodes).forEach(walkFrom);
  // A ring with no way in has no root: its first node stands in for one.
  for (const node of nodes) if (!depths.has(node.id)) walkFrom(node.id);
  return depths;
}

/**
 * The tree layout: one row per depth, ROADMAP.horizontalSpacing between neighbours, each row centred on x = 0.
 * Positions are the top-left corners of ROADMAP.nodeWidth-wide cards.
 */
export function treeLayout(nodes: readonly RoadmapNode[]): Map<string, Position> {
  const depths = depthsOf(nodes);
  const rows = new Map<number, string[]>();
  // Breadth-first order keeps children under the parents that come first.
  const ordered = [...depths.entries()];
  for (const [id, depth] of ordered) rows.set(depth, [...(rows.get(depth) ?? []), id]);
  const positions = new Map<string, Position>();
  for (const [depth, ids] of rows) {
    ids.forEach((id, index) => {
      positions.set(id, { x: (index - (ids.length - 1) / 2) * ROADMAP.horizontalSpacing - ROADMAP.nodeWidth / 2, y: depth * LEVEL_GAP });
    });
  }
  return positions;
}

/** Where each node is drawn: where an editor dragged it, else where the tree layout puts it. */
export function positionsOf(nodes: readonly RoadmapNode[]): Map<string, Position> {
  const positions = treeLayout(nodes);
  for (const node of nodes) if (node.position) positions.set(node.id, node.position);
  return positions;
}
