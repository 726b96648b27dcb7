import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../errors';
import { multipartOptions, readMultipart } from '../../files';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { isUuid } from '../validate';
import { writeAudit } from '../audit/audit';
import {
  addAllowedEmails,
  ALLOWED_EMAIL_MESSAGES,
  deleteAllowedEmail,
  emailItems,
  emailsInCsv,
  fetchAllowedEmails,
  readAllowedEmailsQuery,
  type AddResult,
} from './allowedEmails';

const addedMessage = ({ added, skipped }: AddResult) => `${added} ${added === 1 ? 'email' : 'emails'} added${skipped ? `, ${skipped} already allowed` : ''}`;

export const allowedEmailRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  // Every route in this module is for admins only.
  await app.register(multipart, multipartOptions);

  serve(app, 'GET /admin/check-role', async (request) => ({ message: 'Authorized', role: request.user!.role }));

  serve(app, 'POST /admin/add-allowed-emails', async (request) => {
    const items = emailItems(request.body);
    const result = await db.transaction().execute(async (trx) => {
      const added = await addAllowedEmails(trx, items);
      await writeAudit(trx, { action: 'add-allowed-emails', actor: request.user!, after: added });
      return added;
    });
    return { message: addedMessage(result), ...result };
  });

  serve(app, 'POST /admin/upload-csv-allowed-emails', async (request) => {
    if (!request.isMultipart()) throw new HttpError(400, 'Upload the CSV file as multipart field file');
    const { files } = await readMultipart(request, { file: 'The CSV file must be less than 5MB' });
    if (!files.file) throw new HttpError(400, 'Please choose a CSV file');
    const cells = emailsInCsv(files.file);
    const result = await db.transaction().execute(async (trx) => {
      const added = await addAllowedEmails(trx, cells);
      await writeAudit(trx, { action: 'upload-csv-allowed-emails', actor: request.user!, after: added });
      return added;
    });
    return { message: addedMessage(result), ...result };
  });

  serve(app, 'POST /admin/fetch-all-allowed-emails', async (request) => fetchAllowedEmails(db, readAllowedEmailsQuery(request.body)));

  serve(app, 'DELETE /admin/delete-allowed-email', async (request) => {
    await db.transaction().execute(async (trx) => {
      const id = (request.body as { userId?: unknown } | undefined)?.userId;
      const row = isUuid(id) ? await trx.selectFrom('allowed_emails').select('email').where('id', '=', id).executeTakeFirst() : undefined;
      await deleteAllowedEmail(trx, request.body);
      await writeAudit(trx, { action: 'delete-allowed-email', actor: request.user!, before: { email: row?.email ?? null }, after: null });
    });
    return { message: ALLOWED_EMAIL_MESSAGES.deleted };
  });
};
