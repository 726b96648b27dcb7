import type { RoadmapNode } from '@chapter/shared/types';
import type { Position } from './layout';

/** A link may go from one node to another it does not already lead to. */
export function canConnect(nodes: readonly RoadmapNode[], sourceId: string, targetId: string): boolean {
  if (sourceId === targetId) return false;
  const source = nodes.find((node) => node.id === sourceId);
  return Boolean(source && nodes.some((node) => node.id === targetId) && !source.next.includes(targetId));
}

/** Adds source → target when allowed; otherwise returns the same list. */
export function connect(nodes: RoadmapNode[], sourceId: string, targetId: string): RoadmapNode[] {
  if (!canConnect(nodes, sourceId, targetId)) return nodes;
  return nodes.map((node) => (node.id === sourceId ? { ...node, next: [...node.next, targetId] } : node));
}

export function disconnect(nodes: RoadmapNode[], sourceId: string, targetId: string): RoadmapNode[] {
  return nodes.map((node) => (node.id === sourceId ? { ...node, next: node.next.filter((id) => id !== targetId) } : node));
}

/** Removes a node and every link to it. */
export function removeNode(nodes: RoadmapNode[], id: string): RoadmapNode[] {
  return nodes.filter((node) => node.id !== id).map((node) => (node.next.includes(id) ? { ...node, next: node.next.filter((target) => target !== id) } : node));
}

export type NodeContent = Pick<RoadmapNode, 'id' | 'title' | 'level' | 'description' | 'resources'>;

/** Adds a node (leading nowhere yet) or replaces an edited node's content, keeping its links and position. */
export function saveNode(nodes: RoadmapNode[], content: NodeContent, editingId?: string): RoadmapNode[] {
  if (editingId === undefined) return [...nodes, { ...content, next: [] }];
  return nodes.map((node) => (node.id === editingId ? { ...node, ...content, id: editingId } : node));
}

export function moveNode(nodes: RoadmapNode[], id: string, position: Position): RoadmapNode[] {
  return nodes.map((node) => (node.id === id ? { ...node, position: { x: Math.round(position.x), y: Math.round(position.y) } } : node));
}
