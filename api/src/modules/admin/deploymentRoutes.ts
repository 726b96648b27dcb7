import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { CANARY_ROLLBACK } from '@chapter/contract/constants';
import { HttpError } from '../../errors';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { builtVersion, remoteArea } from '../deployments/built';
import { deploymentsOverview } from '../deployments/overview';
import { promoteCanary, rollback, startCanary, stopCanary, type ReleaseContext } from '../deployments/releases';
import { storedVersion } from '../deployments/store';
import { createToken, listTokens, revokeToken } from '../deployments/tokens';
import { actorOf } from './userRoutes';
import { isRecord } from '../validate';

/** /admin/deployments and /admin/deploy-tokens: which version each remote serves, its canary, and the deploy tokens. */
export const deploymentAdminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const contextOf = (request: FastifyRequest, pkg: string): ReleaseContext => ({
    builtVersion: builtVersion(config.webDir, remoteArea(pkg)),
    actor: actorOf(request),
  });
  const change = async (run: (trx: Transaction<Database>) => Promise<string | null>): Promise<string> =>
    (await db.transaction().execute(run)) ?? 'Nothing changed';

  serve(app, 'GET /admin/deployments', async () => ({
    message: 'Deployments fetched',
    data: { remotes: await deploymentsOverview(db, config.webDir), canaryRule: { ...CANARY_ROLLBACK } },
  }));

  serve(app, 'POST /admin/deployments/:remote/canary', async (request) => {
    const { remote } = request.params;
    const context = contextOf(request, remote);
    const body: unknown = request.body;
    if (!isRecord(body) || typeof body.version !== 'string' || typeof body.share !== 'number') {
      throw new HttpError(400, 'Send { version, share }: the uploaded version and the share of browsers (1-100).');
    }
    const { version, share } = body;
    if (!(await storedVersion(db, remote, version))) throw new HttpError(404, `${remote} has no uploaded version ${version}.`);
    return { message: await change((trx) => startCanary(trx, remote, version, share, context)) };
  });

  serve(app, 'DELETE /admin/deployments/:remote/canary', async (request) => {
    const context = contextOf(request, request.params.remote);
    return { message: await change((trx) => stopCanary(trx, request.params.remote, context)) };
  });

  serve(app, 'POST /admin/deployments/:remote/promote', async (request) => {
    const context = contextOf(request, request.params.remote);
    return { message: await change((trx) => promoteCanary(trx, request.params.remote, context)) };
  });

  serve(app, 'POST /admin/deployments/:remote/rollback', async (request) => {
    const context = contextOf(request, request.params.remote);
    return { message: await change((trx) => rollback(trx, request.params.remote, context)) };
  });

  serve(app, 'GET /admin/deploy-tokens', async () => ({ message: 'Deploy tokens fetched', data: await listTokens(db) }));

  serve(app, 'POST /admin/deploy-tokens', async (request) => {
    const body: unknown = request.body;
    if (!isRecord(body) || typeof body.remote !== 'string' || typeof body.name !== 'string') {
      throw new HttpError(400, 'Send { remote, name }: the remote the token may deploy (such as mfe-admin) and a name for it.');
    }
    const area = remoteArea(body.remote);
    const data = await createToken(db, area.pkg, body.name, actorOf(request));
    return { message: `Deploy token "${data.deployToken.name}" for ${area.pkg} created: copy it now, it is not shown again`, data };
  });

  serve(app, 'DELETE /admin/deploy-tokens/:id', async (request) => {
    const token = await revokeToken(db, request.params.id, actorOf(request));
    return { message: `Deploy token "${token.name}" for ${token.remote} revoked` };
  });
};
