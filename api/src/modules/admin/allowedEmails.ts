import { sql, type Kysely } from 'kysely';
import { ALLOWED_EMAIL_PAGE_SIZES, PAGE } from '@chapter/shared/constants';
import { parseAllowedEmails } from '@chapter/shared/schemas';
import type { AllowedEmail, AllowedEmailsPage, AllowedEmailsQuery } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { allowEmails } from './service';

export const ALLOWED_EMAIL_MESSAGES = {
  noneValid: 'No valid email addresses found',
  notFound: 'Email not found',
  deleted: 'Email deleted successfully',
  csvNotText: 'The CSV file must be plain text',
} as const;

const MAX_PER_REQUEST = 5000;
const MAX_LIMIT = Math.max(...ALLOWED_EMAIL_PAGE_SIZES, PAGE.adminList, 100);

export interface AddResult {
  added: number;
  skipped: number;
}

/** Adds addresses (invalid ones dropped, as the form does); counts those already listed as skipped. */
export async function addAllowedEmails(db: Kysely<Database>, items: string[]): Promise<AddResult> {
  const valid = parseAllowedEmails(items.join(','));
  if (valid.length === 0) throw new HttpError(400, ALLOWED_EMAIL_MESSAGES.noneValid);
  if (valid.length > MAX_PER_REQUEST) throw new HttpError(400, `At most ${MAX_PER_REQUEST} emails can be added at once`);
  const added = await allowEmails(db, valid);
  return { added: added.length, skipped: valid.length - added.length };
}

/** The `emails` of add-allowed-emails: a list, or one comma-separated text. */
export function emailItems(body: unknown): string[] {
  const emails = (body as { emails?: unknown } | undefined)?.emails;
  if (typeof emails === 'string') return [emails];
  if (Array.isArray(emails) && emails.every((item) => typeof item === 'string')) return emails;
  throw new HttpError(400, 'emails must be a list of email addresses');
}

/** Every address-looking cell of a CSV file (any column, header rows and other values dropped). */
export function emailsInCsv(content: Buffer): string[] {
  const text = content.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw new HttpError(400, ALLOWED_EMAIL_MESSAGES.csvNotText);
  return text.split(/[\r\n,;\t]+/).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

const positive = (value: unknown, fallback: number, max: number, name: string): number => {
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) throw new HttpError(400, `${name} must be a whole number from 1 to ${max}`);
  return number;
};

/** Reads { page=1, limit=10, search, sortOrder=1 } with clear messages for bad values. */
export function readAllowedEmailsQuery(body: unknown): AllowedEmailsQuery {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const search = raw.search ?? '';
  if (typeof search !== 'string') throw new HttpError(400, 'search must be text');
  const sortOrder = raw.sortOrder === undefined || raw.sortOrder === null ? PAGE.defaultSortOrder : Number(raw.sortOrder);
  if (sortOrder !== 1 && sortOrder !== -1) throw new HttpError(400, 'sortOrder must be 1 or -1');
  return {
    page: positive(raw.page, PAGE.defaultPage, 1_000_000, 'page'),
    limit: positive(raw.limit, PAGE.defaultLimit, MAX_LIMIT, 'limit'),
    search: search.trim().slice(0, 320),
    sortOrder,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One page of the allow list, oldest first for sortOrder 1, filtered by a case-insensitive substring. */
export async function fetchAllowedEmails(db: Kysely<Database>, query: AllowedEmailsQuery): Promise<AllowedEmailsPage> {
  let base = db.selectFrom('allowed_emails');
  if (query.search) base = base.where('email', 'like', `%${escapeLike(query.search.toLowerCase())}%`);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const direction = query.sortOrder === 1 ? 'asc' : 'desc';
  const rows = await base
    .select(['id', 'email', 'created_at'])
    .orderBy('created_at', direction)
    .orderBy(sql`email collate "C"`, direction)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const data: AllowedEmail[] = rows.map((row) => ({ _id: row.id, email: row.email, createdAt: row.created_at.toISOString() }));
  const totalCount = Number(count);
  return {
    message: 'Allowed emails fetched successfully',
    data,
    currentPage: query.page,
    totalPages: Math.ceil(totalCount / query.limit),
    totalCount,
    limit: query.limit,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Removes one address from the allow list (accounts already made with it stay). */
export async function deleteAllowedEmail(db: Kysely<Database>, body: unknown): Promise<void> {
  const id = (body as { userId?: unknown } | undefined)?.userId;
  if (typeof id !== 'string' || !id) throw new HttpError(400, 'userId is required');
  if (!UUID.test(id)) throw new HttpError(404, ALLOWED_EMAIL_MESSAGES.notFound);
  const result = await db.deleteFrom('allowed_emails').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(404, ALLOWED_EMAIL_MESSAGES.notFound);
}
