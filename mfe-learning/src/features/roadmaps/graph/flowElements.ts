import { MarkerType, type Edge, type Node } from '@xyflow/react';
import { ROADMAP, theme } from '@chapter/shared';
import type { RoadmapNode } from '@chapter/shared/types';
import { positionsOf } from './layout';

export type StepData = {
  node: RoadmapNode;
  selected: boolean;
  /** The source picked during a two-click connect. */
  connectSource: boolean;
};
export type StepNode = Node<StepData, 'step'>;
export type LinkEdge = Edge<{ active: boolean }>;

const ACTIVE = theme.colors.primary;
const IDLE = '#9ca3af';

/** The roadmap's nodes as React Flow nodes, placed by `positionsOf`. */
export function toFlowNodes(nodes: readonly RoadmapNode[], selectedId: string | null, connectSourceId: string | null): StepNode[] {
  const positions = positionsOf(nodes);
  return nodes.map((node) => ({
    id: node.id,
    type: 'step',
    position: positions.get(node.id) ?? { x: 0, y: 0 },
    width: ROADMAP.nodeWidth,
    data: { node, selected: node.id === selectedId, connectSource: node.id === connectSourceId },
  }));
}

/** One edge per `next` link; links touching the selected node are the active ones: coloured, thicker, animated. */
export function toFlowEdges(nodes: readonly RoadmapNode[], selectedId: string | null): LinkEdge[] {
  const ids = new Set(nodes.map((node) => node.id));
  return nodes.flatMap((node) =>
    node.next
      .filter((target) => target !== node.id && ids.has(target))
      .map((target) => {
        const active = selectedId !== null && (node.id === selectedId || target === selectedId);
        const stroke = active ? ACTIVE : IDLE;
        return {
          id: `${node.id}->${target}`,
          source: node.id,
          target,
          type: 'smoothstep',
          animated: active,
          zIndex: active ? 1 : 0,
          style: { stroke, strokeWidth: active ? 2.5 : 1.5 },
          markerEnd: { type: MarkerType.ArrowClosed, color: stroke },
          data: { active },
        };
      }),
  );
}
