import { parseTags, roadmapNodeSchema } from '@chapter/shared/schemas';
import type { RoadmapLevel, RoadmapNode } from '@chapter/contract';
import { HttpError } from '../../../errors';
import { validateWith } from '../validation';
import { isRecord } from '../../validate';

export const MAX_NODES = 300;
export const MAX_TAGS = 20;

/** Tags as a list or as the comma-separated text of the Create Roadmap form: trimmed, empties and repeats dropped. */
export function parseTagList(input: unknown): string[] {
  if (input === undefined || input === null) return [];
  const items = typeof input === 'string' ? parseTags(input) : Array.isArray(input) ? input : null;
  if (!items || items.some((tag) => typeof tag !== 'string')) throw new HttpError(400, 'Tags must be a list of words');
  const tags = [...new Set(items.map((tag: string) => tag.trim()).filter(Boolean))];
  if (tags.length > MAX_TAGS) throw new HttpError(400, `A roadmap can have at most ${MAX_TAGS} tags`);
  return tags;
}

function parsePosition(value: unknown, where: string): RoadmapNode['position'] {
  if (value === undefined || value === null) return undefined;
  if (isRecord(value) && Number.isFinite(value.x) && Number.isFinite(value.y)) return { x: Number(value.x), y: Number(value.y) };
  throw new HttpError(400, `Position must have numeric x and y ${where}`);
}

/**
 * The node list of save-roadmap checked as the node form checks it, plus the graph's own rules:
 * unique ids, links only to nodes of the same roadmap and never to the node itself. Unknown fields are dropped.
 */
export async function parseNodes(input: unknown): Promise<RoadmapNode[]> {
  if (!Array.isArray(input)) throw new HttpError(400, 'Nodes must be a list');
  if (input.length > MAX_NODES) throw new HttpError(400, `A roadmap can have at most ${MAX_NODES} nodes`);
  const nodes: RoadmapNode[] = [];
  for (const [index, raw] of input.entries()) {
    const where = `(node ${index + 1})`;
    if (!isRecord(raw)) throw new HttpError(400, `Each node must be an object ${where}`);
    let values;
    try {
      values = await validateWith(roadmapNodeSchema, raw);
    } catch (error) {
      throw error instanceof HttpError ? new HttpError(400, `${error.message} ${where}`) : error;
    }
    const next = raw.next ?? [];
    if (!Array.isArray(next) || next.some((id) => typeof id !== 'string')) throw new HttpError(400, `Next must be a list of node ids ${where}`);
    const position = parsePosition(raw.position, where);
    nodes.push({
      id: values.id,
      title: values.title,
      level: values.level as RoadmapLevel,
      description: values.description,
      resources: values.resources.map(({ name, link }) => ({ name, link })),
      next: [...new Set(next as string[])],
      ...(position ? { position } : {}),
    });
  }
  const ids = new Set(nodes.map((node) => node.id));
  if (ids.size !== nodes.length) throw new HttpError(400, 'Node ids must be unique');
  for (const node of nodes) {
    if (node.next.includes(node.id)) throw new HttpError(400, `A node cannot link to itself (${node.id})`);
    const missing = node.next.find((id) => !ids.has(id));
    if (missing !== undefined) throw new HttpError(400, `Node ${node.id} links to a missing node (${missing})`);
  }
  return nodes;
}
