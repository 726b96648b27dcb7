import { sql, type Kysely } from 'kysely';
import type { AuditEntry, AuditLogPage } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { isUuid } from '../validate';
import { bodyRecord, escapeLike, optionalText, pageOf, wholeNumber } from '../lists';

export interface AuditQuery {
  page: number;
  limit: number;
  action: string;
  actorId: string | null;
  targetId: string | null;
  search: string;
}

const idFilter = (value: unknown, name: string): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (!isUuid(value)) throw new HttpError(400, `${name} must be a user id`);
  return value;
};

/** Reads { page=1, limit=20, action?, actorId?, targetId?, search? } with plain messages for bad values. */
export function readAuditQuery(body: unknown): AuditQuery {
  const raw = bodyRecord(body);
  return {
    page: wholeNumber(raw.page, 1, 1_000_000, 'page'),
    limit: wholeNumber(raw.limit, 20, 100, 'limit'),
    action: optionalText(raw.action, 100, 'action'),
    actorId: idFilter(raw.actorId, 'actorId'),
    targetId: idFilter(raw.targetId, 'targetId'),
    search: optionalText(raw.search, 100, 'search'),
  };
}

/** One page of the audit log, newest first, with the distinct action names for the filter. */
export async function fetchAuditLog(db: Kysely<Database>, query: AuditQuery): Promise<AuditLogPage> {
  let base = db.selectFrom('audit_log');
  if (query.action) base = base.where('action', '=', query.action);
  if (query.actorId) base = base.where('actor_id', '=', query.actorId);
  if (query.targetId) base = base.where('target_id', '=', query.targetId);
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    base = base.where((eb) => eb.or([eb(sql`lower(actor_name)`, 'like', pattern), eb(sql`lower(target_name)`, 'like', pattern)]));
  }
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const actions = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  const data: AuditEntry[] = rows.map((row) => ({
    _id: String(row.id),
    at: new Date(row.at).toISOString(),
    action: row.action,
    actor: { _id: row.actor_id, name: row.actor_name },
    target: row.target_id || row.target_name ? { _id: row.target_id, name: row.target_name } : null,
    before: row.before,
    after: row.after,
  }));
  return { ...pageOf('Audit log fetched successfully', data, query.page, query.limit, Number(count)), actions: actions.map((row) => row.action) };
}
