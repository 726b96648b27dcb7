import type { FastifyPluginAsync } from 'fastify';
import { webhookSchema } from '@chapter/shared/schemas';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { validateWith } from '../validate';
import { writeAudit } from '../audit/audit';
import { testMessage } from '../webhooks/items';
import { postWebhook } from '../webhooks/post';
import { addWebhook, findWebhook, listWebhooks, removeWebhook } from '../webhooks/service';
import { UnreadableUrl, urlCipher } from '../webhooks/urlCipher';
import { actorOf } from './userRoutes';

/** /admin/webhooks: the group chat's webhooks (docs/notifications.md). URLs go in, and only their masked form comes out. */
export const webhookAdminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const cipher = urlCipher(config.jwtSecret);
  const settings = { publicUrl: config.publicUrl, chapterName: config.chapterName, timeZone: config.timeZone };

  serve(app, 'GET /admin/webhooks', async () => ({ message: 'Webhooks fetched', data: await listWebhooks(db) }));

  serve(app, 'POST /admin/webhooks', async (request) => {
    const values = await validateWith(webhookSchema, request.body);
    const webhook = await addWebhook(db, cipher, values, request.user!.id);
    await writeAudit(db, { action: 'add-webhook', actor: actorOf(request), after: { name: webhook.name, kind: webhook.kind, url: webhook.maskedUrl } });
    return { message: `Webhook "${webhook.name}" added`, data: webhook };
  });

  serve(app, 'DELETE /admin/webhooks/:id', async (request) => {
    const row = await removeWebhook(db, request.params.id);
    await writeAudit(db, { action: 'remove-webhook', actor: actorOf(request), before: { name: row.name, kind: row.kind, url: row.url_masked } });
    return { message: `Webhook "${row.name}" removed` };
  });

  serve(app, 'POST /admin/webhooks/:id/test', async (request) => {
    const row = await findWebhook(db, request.params.id);
    let outcome;
    try {
      outcome = await postWebhook(row.kind, cipher.open(row.url_sealed), testMessage(settings));
    } catch (error) {
      if (!(error instanceof UnreadableUrl)) throw error;
      outcome = { delivered: false, status: null, error: error.message };
    }
    await writeAudit(db, { action: 'test-webhook', actor: actorOf(request), after: { name: row.name, delivered: outcome.delivered } });
    const message = outcome.delivered ? `Test post to "${row.name}" delivered` : `Test post to "${row.name}" failed: ${outcome.error}`;
    return { message, data: outcome };
  });
};
