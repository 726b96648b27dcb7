import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../errors';
import { dateIn } from '../../clock';
import type { RouteDeps } from '../deps';
import { isUuid } from '../validate';
import { serve } from '../serve';
import { adjustPoints } from '../points/ledger';
import { writeAudit } from '../audit/audit';

/** /admin routes of the points engine: a signed correction in the ledger. */
export const pointsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  serve(app, 'POST /admin/update-points', async (request) => {
    const { userId } = request.body;
    // The admin screen sends the why as `reason`; older callers as `note`. It is shown to the member.
    const note = (request.body.reason ?? request.body.note)?.trim() || undefined;
    // The amount may be named `delta` or `points` (docs/rules.md §3, §10); both are accepted.
    const delta = request.body.delta ?? request.body.points;
    if (delta === undefined) throw new HttpError(400, 'delta is required');
    if (delta === 0) throw new HttpError(400, 'Points to add or deduct cannot be 0');
    if (!isUuid(userId)) throw new HttpError(404, 'User not found');
    const user = await db.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new HttpError(404, 'User not found');
    const day = dateIn(new Date(), config.timeZone);
    await db.transaction().execute(async (trx) => {
      await adjustPoints(trx, { userId, delta, adminId: request.user!.id, day, note });
      await writeAudit(trx, { action: 'update-points', actor: request.user!, target: user, before: null, after: { delta, day, reason: note ?? null } });
    });
    return { message: delta > 0 ? `Added ${delta} points` : `Deducted ${-delta} points` };
  });
};
