import { object, string, type InferType } from 'yup';
import { DIFFICULTIES, PROBLEM_PLATFORMS } from '@chapter/contract/learningLimits';

export { PROBLEM_PLATFORMS };

const titleAndDescription = () => ({
  title: string().trim().required('Title is required'),
  description: string().trim().required('Description is required'),
});

/** Create/edit practice set. */
export const practiceSetSchema = object(titleAndDescription());

/** Create/edit video resource. */
export const resourceSchema = object(titleAndDescription());

export const addProblemSchema = object({
  ...titleAndDescription(),
  link: string().trim().required('Link is required').url('Enter a valid URL'),
  difficulty: string()
    .required('Difficulty is required')
    .oneOf([...DIFFICULTIES], 'Difficulty must be EASY, MEDIUM or HARD'),
  platform: string()
    .required('Platform is required')
    .oneOf([...PROBLEM_PLATFORMS], 'Choose a platform'),
});

/** What the API accepts for a problem: the contract's body has no description, so it may be left out. */
export const addProblemRequestSchema = addProblemSchema.shape({ description: string().trim().default('') });

export type PracticeSetValues = InferType<typeof practiceSetSchema>;
export type ResourceValues = InferType<typeof resourceSchema>;
export type AddProblemValues = InferType<typeof addProblemSchema>;
