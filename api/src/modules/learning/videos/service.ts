import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { toYouTubeEmbed, type ResourceValues, type VideoValues } from '@chapter/shared/schemas';
import type { LearningListQuery, Video, VideoResource } from '@chapter/contract';
import type { Database, VideoResourcesTable, VideosTable } from '../../../db/schema';
import { HttpError } from '../../../errors';
import { countedRows, countMatches } from '../counts';
import { matchesSearch, pageResult, pageWindow, type PageResult } from '../paging';
import { iso, isUuid } from '../validation';

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const VIDEO_NOT_FOUND = 'Video not found';

const toVideoResource = (row: Selectable<VideoResourcesTable>): VideoResource => ({
  _id: row.id,
  id: row.id,
  title: row.title,
  description: row.description,
  totalVideos: row.total_videos,
  lastUpdatedAt: iso(row.last_updated_at),
  lastModifiedAt: iso(row.last_modified_at),
  createdAt: iso(row.created_at),
});

const toVideo = (row: Selectable<VideosTable>): Video => ({
  _id: row.id,
  id: row.id,
  videoTitle: row.title,
  videoLink: row.link,
  videoDescription: row.description,
  createdAt: iso(row.created_at),
});

/** One page of video resources, newest first; `search` matches titles and descriptions, ignoring case. */
export async function listVideoResources(db: Kysely<Database>, { page = 1, limit = 10, search = '' }: LearningListQuery): Promise<PageResult<VideoResource>> {
  const term = search.trim();
  const base = term ? db.selectFrom('video_resources').where(matchesSearch(term)) : db.selectFrom('video_resources');
  const total = term ? await countMatches(base) : await countedRows(db, 'video_resources');
  const window = pageWindow(total, page, limit);
  if (!window) return pageResult([], total, page, limit);
  // The page's ids first (an index-only walk), then just those rows.
  const direction = window.reversed ? 'asc' : 'desc';
  const pageIds = base.select('id').orderBy('created_at', direction).orderBy('id', direction).limit(window.take).offset(window.offset);
  const rows = await db.selectFrom('video_resources').selectAll().where('id', 'in', pageIds).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return pageResult(rows.map(toVideoResource), total, page, limit);
}

export async function createVideoResource(db: Kysely<Database>, values: ResourceValues, createdBy: string | null): Promise<VideoResource> {
  const row = await db
    .insertInto('video_resources')
    .values({ title: values.title, description: values.description, created_by: createdBy })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toVideoResource(row);
}

export async function editVideoResource(db: Kysely<Database>, resourceId: unknown, values: ResourceValues): Promise<VideoResource> {
  const row = isUuid(resourceId)
    ? await db
        .updateTable('video_resources')
        .set({ title: values.title, description: values.description, last_modified_at: sql<Date>`now()` })
        .where('id', '=', resourceId)
        .returningAll()
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, RESOURCE_NOT_FOUND);
  return toVideoResource(row);
}

/** Deletes the resource; its videos go with it in the same statement (foreign key cascade). */
export async function deleteVideoResource(db: Kysely<Database>, resourceId: unknown): Promise<void> {
  const deleted = isUuid(resourceId) ? await db.deleteFrom('video_resources').where('id', '=', resourceId).returning('id').executeTakeFirst() : undefined;
  if (!deleted) throw new HttpError(404, RESOURCE_NOT_FOUND);
}

async function lockResource(trx: Transaction<Database>, resourceId: unknown): Promise<string> {
  const row = isUuid(resourceId) ? await trx.selectFrom('video_resources').select('id').where('id', '=', resourceId).forUpdate().executeTakeFirst() : undefined;
  if (!row) throw new HttpError(404, RESOURCE_NOT_FOUND);
  return row.id;
}

async function refreshResourceTotals(trx: Transaction<Database>, resourceId: string): Promise<void> {
  await sql`
    update video_resources set
      total_videos = (select count(*) from videos where resource_id = ${resourceId}),
      last_updated_at = now()
    where id = ${resourceId}`.execute(trx);
}

/** Adds a video; the link is stored in its embed form whatever YouTube form was sent. */
export async function addVideo(db: Kysely<Database>, resourceId: unknown, values: VideoValues): Promise<Video> {
  return db.transaction().execute(async (trx) => {
    const id = await lockResource(trx, resourceId);
    const row = await trx
      .insertInto('videos')
      .values({ resource_id: id, title: values.title, description: values.description, link: toYouTubeEmbed(values.link) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await refreshResourceTotals(trx, id);
    return toVideo(row);
  });
}

export async function deleteVideo(db: Kysely<Database>, resourceId: unknown, videoId: unknown): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const id = await lockResource(trx, resourceId);
    const deleted = isUuid(videoId)
      ? await trx.deleteFrom('videos').where('id', '=', videoId).where('resource_id', '=', id).returning('id').executeTakeFirst()
      : undefined;
    if (!deleted) throw new HttpError(404, VIDEO_NOT_FOUND);
    await refreshResourceTotals(trx, id);
  });
}

/** The resource and its videos, oldest first. */
export async function listVideos(db: Kysely<Database>, resourceId: unknown) {
  const row = isUuid(resourceId) ? await db.selectFrom('video_resources').selectAll().where('id', '=', resourceId).executeTakeFirst() : undefined;
  if (!row) throw new HttpError(404, RESOURCE_NOT_FOUND);
  const videos = await db.selectFrom('videos').selectAll().where('resource_id', '=', row.id).orderBy('created_at').orderBy('id').execute();
  return { resourceInfo: toVideoResource(row), videos: videos.map(toVideo) };
}
