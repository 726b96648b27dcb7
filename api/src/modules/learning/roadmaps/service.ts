import { sql, type Kysely, type Selectable } from 'kysely';
import type { LearningListQuery, Roadmap, RoadmapNode, RoadmapSummary } from '@chapter/contract';
import type { Database, RoadmapsTable } from '../../../db/schema';
import { HttpError } from '../../../errors';
import { matchesSearch, pageResult, type PageResult } from '../paging';
import { iso } from '../validation';

export const ROADMAP_NOT_FOUND = 'Roadmap not found';

const toRoadmap = (row: Selectable<RoadmapsTable>): Roadmap => ({
  _id: row.id,
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  tags: row.tags,
  dateCreated: iso(row.date_created),
  updatedAt: iso(row.updated_at),
  nodes: row.nodes as RoadmapNode[],
});

/** One page of roadmaps, newest first, without their nodes (only how many there are). */
export async function listRoadmaps(db: Kysely<Database>, { page = 1, limit = 6, search = '' }: LearningListQuery): Promise<PageResult<RoadmapSummary>> {
  const term = search.trim();
  const base = term ? db.selectFrom('roadmaps').where(matchesSearch(term)) : db.selectFrom('roadmaps');
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'slug', 'title', 'description', 'tags', 'date_created', 'updated_at', sql<number>`jsonb_array_length(nodes)`.as('node_count')])
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const data = rows.map((row) => ({
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    tags: row.tags,
    dateCreated: iso(row.date_created),
    updatedAt: iso(row.updated_at),
    nodeCount: Number(row.node_count),
  }));
  return pageResult(data, Number(count), page, limit);
}

export async function getRoadmap(db: Kysely<Database>, slug: unknown): Promise<Roadmap> {
  const row = typeof slug === 'string' ? await db.selectFrom('roadmaps').selectAll().where('slug', '=', slug).executeTakeFirst() : undefined;
  if (!row) throw new HttpError(404, ROADMAP_NOT_FOUND);
  return toRoadmap(row);
}

/** "Graph Theory & DP!" → "graph-theory-dp"; a title with no letters or digits gives "roadmap". */
export const slugify = (title: string): string =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'roadmap';

export interface NewRoadmap {
  title: string;
  description: string;
  tags: string[];
}

/** Stores a new, empty roadmap under a free slug made from its title (title-2, title-3… when taken). */
export async function createRoadmap(db: Kysely<Database>, roadmap: NewRoadmap, createdBy: string | null): Promise<Roadmap> {
  const base = slugify(roadmap.title);
  for (let attempt = 1; ; attempt++) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    const row = await db
      .insertInto('roadmaps')
      .values({ slug, title: roadmap.title, description: roadmap.description, tags: roadmap.tags, created_by: createdBy })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return toRoadmap(row);
  }
}

export interface RoadmapChanges {
  title?: string;
  description?: string;
  tags?: string[];
  nodes: RoadmapNode[];
}

/** Replaces the roadmap's nodes (content, links, positions) and any of its details that were sent. */
export async function saveRoadmap(db: Kysely<Database>, slug: unknown, changes: RoadmapChanges): Promise<Roadmap> {
  const row =
    typeof slug === 'string'
      ? await db
          .updateTable('roadmaps')
          .set({
            nodes: JSON.stringify(changes.nodes),
            updated_at: sql<Date>`now()`,
            ...(changes.title !== undefined ? { title: changes.title } : {}),
            ...(changes.description !== undefined ? { description: changes.description } : {}),
            ...(changes.tags !== undefined ? { tags: changes.tags } : {}),
          })
          .where('slug', '=', slug)
          .returningAll()
          .executeTakeFirst()
      : undefined;
  if (!row) throw new HttpError(404, ROADMAP_NOT_FOUND);
  return toRoadmap(row);
}

export async function deleteRoadmap(db: Kysely<Database>, slug: unknown): Promise<void> {
  const deleted = typeof slug === 'string' ? await db.deleteFrom('roadmaps').where('slug', '=', slug).returning('id').executeTakeFirst() : undefined;
  if (!deleted) throw new HttpError(404, ROADMAP_NOT_FOUND);
}
