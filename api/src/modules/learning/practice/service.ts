import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AddProblemValues, PracticeSetValues } from '@chapter/shared/schemas';
import type { Difficulty, LearningListQuery, PracticeSet, ProblemPlatform, ProgressFilter, Question } from '@chapter/contract';
import { hasRole, type Role } from '@chapter/shared/roles';
import type { Database, PracticeProblemsTable, PracticeSetsTable } from '../../../db/schema';
import { HttpError } from '../../../errors';
import { countedRows, countMatches } from '../counts';
import { matchesSearch, pageResult, pageWindow, type PageResult } from '../paging';
import { iso, isUuid } from '../validation';
import { problemRefOf } from '../../../platforms/problemKey';
import { finishedBy, marksUpdatedAt, progressOfSets, solvedBy, solversOfSet } from '../progress/marks';

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const QUESTION_NOT_FOUND = 'Question not found';
export const ALREADY_IN_SET = 'This problem is already in the set.';
export const BAD_ORDER = 'Send every problem of the set once, in the new order.';

/** Who is reading: marks are theirs; core members and above also see how many members solved (docs/learning-progress.md). */
export interface Reader {
  id: string;
  role: Role;
}
const seesCounts = (reader: Reader) => hasRole(reader.role, 'COREMEMBER');

/** Adds the reader's progress (and the core counts) to each set. */
async function withProgress(db: Kysely<Database>, reader: Reader, sets: PracticeSet[]): Promise<PracticeSet[]> {
  const progress = await progressOfSets(
    db,
    reader.id,
    sets.map((set) => set.id),
    seesCounts(reader),
  );
  return sets.map((set) => {
    const { solvedCount, solvedBy: members, finishedBy: finished } = progress.get(set.id)!;
    return seesCounts(reader) ? { ...set, solvedCount, solvedBy: members, finishedBy: finished } : { ...set, solvedCount };
  });
}

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
  position: row.position,
});

/**
 * One page of practice sets, newest first, with the reader's progress; `search` matches titles and descriptions,
 * ignoring case; progress 'unsolved' keeps the sets the reader has not finished.
 */
export async function listPracticeSets(
  db: Kysely<Database>,
  { page = 1, limit = 10, search = '', progress = 'all' }: LearningListQuery & { progress?: ProgressFilter },
  reader: Reader,
): Promise<PageResult<PracticeSet>> {
  const term = search.trim();
  let base = term ? db.selectFrom('practice_sets').where(matchesSearch(term)) : db.selectFrom('practice_sets');
  if (progress === 'unsolved') base = base.where(sql<boolean>`not ${finishedBy(reader.id)}`);
  const total = term || progress === 'unsolved' ? await countMatches(base) : await countedRows(db, 'practice_sets');
  const window = pageWindow(total, page, limit);
  if (!window) return pageResult([], total, page, limit);
  // The page's ids first (an index-only walk), then just those rows.
  const direction = window.reversed ? 'asc' : 'desc';
  const pageIds = base.select('id').orderBy('created_at', direction).orderBy('id', direction).limit(window.take).offset(window.offset);
  const rows = await db.selectFrom('practice_sets').selectAll().where('id', 'in', pageIds).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return pageResult(await withProgress(db, reader, rows.map(toPracticeSet)), total, page, limit);
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

/**
 * Adds a problem last in its set. The same problem however its link is written (the problem key; an unknown link by
 * its exact text) may be in a set once: 409 otherwise, with nothing written.
 */
export async function addQuestion(db: Kysely<Database>, setId: unknown, values: AddProblemValues): Promise<Question> {
  return db.transaction().execute(async (trx) => {
    const id = await lockSet(trx, setId);
    const problemKey = problemRefOf(values.link)?.key ?? null;
    const twin = await trx
      .selectFrom('practice_problems')
      .select('id')
      .where('set_id', '=', id)
      .where((eb) => (problemKey ? eb('problem_key', '=', problemKey) : eb('link', '=', values.link)))
      .executeTakeFirst();
    if (twin) throw new HttpError(409, ALREADY_IN_SET);
    const last = await trx
      .selectFrom('practice_problems')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('set_id', '=', id)
      .executeTakeFirst();
    const row = await trx
      .insertInto('practice_problems')
      .values({
        set_id: id,
        title: values.title,
        link: values.link,
        description: values.description,
        difficulty: values.difficulty,
        platform: values.platform,
        problem_key: problemKey,
        position: Number(last?.last ?? 0) + 1,
      })
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
      ? await trx.deleteFrom('practice_problems').where('id', '=', questionId).where('set_id', '=', id).returning('position').executeTakeFirst()
      : undefined;
    if (!deleted) throw new HttpError(404, QUESTION_NOT_FOUND);
    // The ones after it move up: positions stay 1..n.
    await trx
      .updateTable('practice_problems')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('set_id', '=', id)
      .where('position', '>', deleted.position)
      .execute();
    await refreshSetTotals(trx, id);
  });
}

/** Stores the set's order: `questionIds` must be its problems' ids, each once (400 otherwise, nothing changed). */
export async function reorderQuestions(db: Kysely<Database>, setId: unknown, questionIds: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const id = await lockSet(trx, setId);
    const current = await trx.selectFrom('practice_problems').select('id').where('set_id', '=', id).execute();
    const known = new Set(current.map((row) => row.id));
    const sent = new Set(questionIds);
    if (sent.size !== questionIds.length || sent.size !== known.size || questionIds.some((questionId) => !known.has(questionId))) {
      throw new HttpError(400, BAD_ORDER);
    }
    if (questionIds.length > 0) {
      await sql`
        update practice_problems p set position = o.n
        from unnest(${sql.val(questionIds)}::uuid[]) with ordinality as o(id, n)
        where p.id = o.id and p.set_id = ${id}`.execute(trx);
    }
    await trx
      .updateTable('practice_sets')
      .set({ last_updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  });
}

export interface QuestionFilters {
  difficulty?: Difficulty;
  platform?: ProblemPlatform;
  /** 'unsolved' keeps the problems the reader has not solved. */
  progress?: ProgressFilter;
}

/**
 * The set and its problems in their order, narrowed by the optional filters, each marked solved or not for the
 * reader (core members also get how many members solved it), with when the reader's marks were last fetched.
 */
export async function listQuestions(db: Kysely<Database>, setId: unknown, filters: QuestionFilters, reader: Reader) {
  const found = await findPracticeSet(db, setId);
  // Core members: per-problem and set counts in one pass; a member: their own marks only.
  const core = seesCounts(reader) ? await solversOfSet(db, reader.id, found.id) : null;
  const resourceInfo = core ? { ...found, ...core.set } : (await withProgress(db, reader, [found]))[0]!;
  let query = db.selectFrom('practice_problems as p').selectAll('p').select(solvedBy(reader.id).as('solved')).where('p.set_id', '=', found.id);
  if (filters.difficulty) query = query.where('p.difficulty', '=', filters.difficulty);
  if (filters.platform) query = query.where('p.platform', '=', filters.platform);
  if (filters.progress === 'unsolved') query = query.where(sql<boolean>`not ${solvedBy(reader.id)}`);
  const rows = await query.orderBy('p.position').orderBy('p.created_at').orderBy('p.id').execute();
  const questions = rows.map((row) => {
    const question: Question = { ...toQuestion(row), solved: Boolean(row.solved) };
    return core ? { ...question, solvedBy: core.perProblem.get(row.id) ?? 0 } : question;
  });
  return { resourceInfo, questions, marksUpdatedAt: await marksUpdatedAt(db, reader.id) };
}
