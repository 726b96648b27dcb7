import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../errors';
import { multipartOptions, readMultipart } from '../../files';
import type { RouteDeps } from '../deps';
import { errorResponses, messageResponse } from '../schemas';
import { allowedEmail, answer, int, page, str } from '../responses';
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

const doc = (summary: string, ok: object = answer()) => ({
  tags: ['admin'],
  summary,
  security: [{ bearer: [] }],
  response: { 200: ok, ...errorResponses, 413: messageResponse },
});
const addedAnswer = answer({ added: int, skipped: int });

export const adminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  // Every route in this module is for admins only.
  app.addHook('onRequest', app.requireRole('ADMIN'));
  await app.register(multipart, multipartOptions);

  app.get(
    '/check-role',
    {
      schema: {
        tags: ['admin'],
        summary: 'Confirm the signed-in user is an admin',
        security: [{ bearer: [] }],
        response: {
          200: answer({ role: str }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ message: 'Authorized', role: request.user!.role }),
  );

  app.post('/add-allowed-emails', { schema: doc('Allow e-mails to sign up: { emails: [..] } or comma-separated text', addedAnswer) }, async (request) => {
    const items = emailItems(request.body);
    const result = await db.transaction().execute(async (trx) => {
      const added = await addAllowedEmails(trx, items);
      await writeAudit(trx, { action: 'add-allowed-emails', actor: request.user!, after: added });
      return added;
    });
    return { message: addedMessage(result), ...result };
  });

  app.post(
    '/upload-csv-allowed-emails',
    { schema: { ...doc('Allow every e-mail found in a CSV file (multipart field file)', addedAnswer), consumes: ['multipart/form-data'] } },
    async (request) => {
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
    },
  );

  app.post(
    '/fetch-all-allowed-emails',
    { schema: doc('One page of allowed e-mails { page, limit, search, sortOrder }', page(allowedEmail, { limit: int })) },
    async (request) => fetchAllowedEmails(db, readAllowedEmailsQuery(request.body)),
  );

  app.delete('/delete-allowed-email', { schema: doc('Remove an allowed e-mail { userId: its _id }') }, async (request) => {
    await db.transaction().execute(async (trx) => {
      const id = (request.body as { userId?: unknown } | undefined)?.userId;
      const row = isUuid(id) ? await trx.selectFrom('allowed_emails').select('email').where('id', '=', id).executeTakeFirst() : undefined;
      await deleteAllowedEmail(trx, request.body);
      await writeAudit(trx, { action: 'delete-allowed-email', actor: request.user!, before: { email: row?.email ?? null }, after: null });
    });
    return { message: ALLOWED_EMAIL_MESSAGES.deleted };
  });
};
