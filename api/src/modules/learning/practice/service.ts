import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AddProblemValues, PracticeSetValues } from '@chapter/shared/schemas';
import type { Difficulty, LearningListQuery, PracticeSet, ProblemPlatform, Question } from '@chapter/contract';
import type { Database, PracticeProblemsTable, PracticeSetsTable } from '../../../db/schema';
import { HttpError } from '../../../errors';
import { countedRows, countMatches } from '../counts';
import { matchesSearch, pageResult, pageWindow, type PageResult } from '../paging';
import { iso, isUuid } from '../validation';

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const QUESTION_NOT_FOUND = 'Question not found';

const toPracticeSet = (row: Selectable<PracticeSetsTable>): PracticeSet => ({
  _id: row.id,
  id: row.id,
  title: row.title,
  description: row.description,
  platforms: row.platforms as ProblemPlatform[],
  totalQuestions: row.total_questions,
  lastUpdatedAt: iso(row.last_updated_at),
  lastModifiedAt: iso(row.last_modified_at),
  createdAt: iso(row.created_at),
});

const toQuestion = (row: Selectable<PracticeProblemsTable>): Question => ({
  _id: row.id,
  id: row.id,
  questionTitle: row.title,
  link: row.link,
  description: row.description,
  difficulty: row.difficulty as Difficulty,
  platform: row.platform as ProblemPlatform,
  createdAt: iso(row.created_at),
});

/** One page of practice sets, newest first; `search` matches titles and descriptions, ignoring case. */
export async function listPracticeSets(db: Kysely<Database>, { page = 1, limit = 10, search = '' }: LearningListQuery): Promise<PageResult<PracticeSet>> {
  const term = search.trim();
  const base = term ? db.selectFrom('practice_sets').where(matchesSearch(term)) : db.selectFrom('practice_sets');
  const total = term ? await countMatches(base) : await countedRows(db, 'practice_sets');
  const window = pageWindow(total, page, limit);
  if (!window) return pageResult([], total, page, limit);
  // The page's ids first (an index-only walk), then just those rows.
  const direction = window.reversed ? 'asc' : 'desc';
  const pageIds = base.select('id').orderBy('created_at', direction).orderBy('id', direction).limit(window.take).offset(window.offset);
  const rows = await db.selectFrom('practice_sets').selectAll().where('id', 'in', pageIds).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return pageResult(rows.map(toPracticeSet), total, page, limit);
}

export async function findPracticeSet(db: Kysely<Database>, setId: unknown): Promise<PracticeSet> {
  const row = isUuid(setId) ? await db.selectFrom('practice_sets').selectAll().where('id', '=', setId).executeTakeFirst() : undefined;
  if (!row) throw new HttpError(404, RESOURCE_NOT_FOUND);
  return toPracticeSet(row);
}

export async function createPracticeSet(db: Kysely<Database>, values: PracticeSetValues, createdBy: string | null): Promise<PracticeSet> {
  const row = await db
    .insertInto('practice_sets')
    .values({ title: values.title, description: values.description, created_by: createdBy })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPracticeSet(row);
}

export async function editPracticeSet(db: Kysely<Database>, setId: unknown, values: PracticeSetValues): Promise<PracticeSet> {
  const row = isUuid(setId)
    ? await db
        .updateTable('practice_sets')
        .set({ title: values.title, description: values.description, last_modified_at: sql<Date>`now()` })
        .where('id', '=', setId)
        .returningAll()
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, RESOURCE_NOT_FOUND);
  return toPracticeSet(row);
}

/** Deletes the set; its problems go with it in the same statement (foreign key cascade, one transaction). */
export async function deletePracticeSet(db: Kysely<Database>, setId: unknown): Promise<void> {
  const deleted = isUuid(setId) ? await db.deleteFrom('practice_sets').where('id', '=', setId).returning('id').executeTakeFirst() : undefined;
  if (!deleted) throw new HttpError(404, RESOURCE_NOT_FOUND);
}

/** Locks the set's row so concurrent problem changes recount one after another; 404 when it does not exist. */
async function lockSet(trx: Transaction<Database>, setId: unknown): Promise<string> {
  const row = isUuid(setId) ? await trx.selectFrom('practice_sets').select('id').where('id', '=', setId).forUpdate().executeTakeFirst() : undefined;
  if (!row) throw new HttpError(404, RESOURCE_NOT_FOUND);
  return row.id;
}

/** Recomputes the set's total, platforms and last-updated from its problems (inside the change's transaction). */
async function refreshSetTotals(trx: Transaction<Database>, setId: string): Promise<void> {
  await sql`
    update practice_sets set
      total_questions = (select count(*) from practice_problems where set_id = ${setId}),
      platforms = coalesce((select array_agg(distinct platform order by platform) from practice_problems where set_id = ${setId}), '{}'),
      last_updated_at = now()
    where id = ${setId}`.execute(trx);
}

export async function addQuestion(db: Kysely<Database>, setId: unknown, values: AddProblemValues): Promise<Question> {
  return db.transaction().execute(async (trx) => {
    const id = await lockSet(trx, setId);
    const row = await trx
      .insertInto('practice_problems')
      .values({ set_id: id, title: values.title, link: values.link, description: values.description, difficulty: values.difficulty, platform: values.platform })
      .returningAll()
      .executeTakeFirstOrThrow();
    await refreshSetTotals(trx, id);
    return toQuestion(row);
  });
}

export async function deleteQuestion(db: Kysely<Database>, setId: unknown, questionId: unknown): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const id = await lockSet(trx, setId);
    const deleted = isUuid(questionId)
      ? await trx.deleteFrom('practice_problems').where('id', '=', questionId).where('set_id', '=', id).returning('id').executeTakeFirst()
      : undefined;
    if (!deleted) throw new HttpError(404, QUESTION_NOT_FOUND);
    await refreshSetTotals(trx, id);
  });
}

export interface QuestionFilters {
  difficulty?: Difficulty;
  platform?: ProblemPlatform;
}

/** The set and its problems (oldest first), narrowed by the optional filters. */
export async function listQuestions(db: Kysely<Database>, setId: unknown, filters: QuestionFilters) {
  const resourceInfo = await findPracticeSet(db, setId);
  let query = db.selectFrom('practice_problems').selectAll().where('set_id', '=', resourceInfo._id);
  if (filters.difficulty) query = query.where('difficulty', '=', filters.difficulty);
  if (filters.platform) query = query.where('platform', '=', filters.platform);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return { resourceInfo, questions: rows.map(toQuestion) };
}
