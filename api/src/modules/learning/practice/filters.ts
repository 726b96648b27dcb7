import { DIFFICULTIES } from '@chapter/shared/constants';
import { PROBLEM_PLATFORMS } from '@chapter/shared/schemas';
import type { Difficulty, ProblemPlatform } from '@chapter/contract';
import { HttpError } from '../../../errors';
import type { QuestionFilters } from './service';

/** Absent, empty or 'All' (any case) means no filter. */
const isAll = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && ['', 'all'].includes(value.trim().toLowerCase()));

/** The difficulty and platform filters of fetch-all-questions; an unknown value is refused, not ignored. */
export function parseQuestionFilters(body: unknown): QuestionFilters {
  const { difficulty, platform, progress } = (body ?? {}) as Record<string, unknown>;
  const filters: QuestionFilters = progress === 'unsolved' ? { progress } : {};
  if (!isAll(difficulty)) {
    if (!(DIFFICULTIES as readonly unknown[]).includes(difficulty)) throw new HttpError(400, 'Difficulty must be EASY, MEDIUM or HARD');
    filters.difficulty = difficulty as Difficulty;
  }
  if (!isAll(platform)) {
    if (!(PROBLEM_PLATFORMS as readonly unknown[]).includes(platform)) throw new HttpError(400, `Platform must be one of ${PROBLEM_PLATFORMS.join(', ')}`);
    filters.platform = platform as ProblemPlatform;
  }
  return filters;
}
