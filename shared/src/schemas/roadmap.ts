import { array, object, string, type InferType } from 'yup';
import { ROADMAP_LEVELS } from '../constants';

/** "a, b, ,c " → ['a', 'b', 'c']. */
export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Create Roadmap; `tags` is the comma-separated text, turned into a list with `parseTags`. */
export const roadmapSchema = object({
  title: string().trim().required('Title is required'),
  description: string().trim().required('Description is required'),
  tags: string().default(''),
});

export const roadmapNodeResourceSchema = object({
  name: string().trim().required('Name is required'),
  link: string().trim().required('Link is required').url('Enter a valid URL'),
});

export const roadmapNodeSchema = object({
  id: string().trim().required('ID is required'),
  title: string().trim().required('Title is required'),
  description: string().trim().required('Description is required'),
  level: string()
    .required('Level is required')
    .oneOf([...ROADMAP_LEVELS], 'Choose a level'),
  resources: array(roadmapNodeResourceSchema).required().min(1, 'Add at least one resource'),
});

export type RoadmapValues = InferType<typeof roadmapSchema>;
export type RoadmapNodeValues = InferType<typeof roadmapNodeSchema>;
