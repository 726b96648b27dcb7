import { string } from 'yup';
import { roadmapNodeSchema } from '@chapter/shared/schemas';
import type { RoadmapLevel, RoadmapNode } from '@chapter/shared/types';
import type { NodeContent } from './edit';

export type NodeFormValues = NodeContent;

/** A new node's id comes from the clock, e.g. 'node-1714031234567'. */
export const generateNodeId = (now: number = Date.now()): string => `node-${now}`;

export const newNodeValues = (now?: number): NodeFormValues => ({
  id: generateNodeId(now),
  title: '',
  level: 'Beginner',
  description: '',
  resources: [{ name: '', link: '' }],
});

export const valuesOf = ({ id, title, level, description, resources }: RoadmapNode): NodeFormValues => ({
  id,
  title,
  level,
  description,
  resources: resources.length > 0 ? resources.map((resource) => ({ ...resource })) : [{ name: '', link: '' }],
});

/** The node form's rules: the shared node schema, plus an id no other node of this roadmap has. */
export const nodeFormSchema = (otherIds: readonly string[]) =>
  roadmapNodeSchema.shape({
    id: string()
      .trim()
      .required('ID is required')
      .notOneOf([...otherIds], 'Another node already has this ID'),
  });

/** The form's values as a node's content: trimmed, as the schema casts them. */
export function contentOf(values: NodeFormValues, otherIds: readonly string[]): NodeContent {
  const cast = nodeFormSchema(otherIds).cast(values);
  return {
    id: cast.id,
    title: cast.title,
    level: cast.level as RoadmapLevel,
    description: cast.description,
    resources: cast.resources.map(({ name, link }) => ({ name, link })),
  };
}
