import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DEPLOY_LIMITS } from '@chapter/contract/constants';
import { HttpError } from '../../errors';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { writeAudit } from '../audit/audit';
import { deployAccess, deployTokenOf } from './access';
import { remoteArea, builtVersion, deployedShell } from './built';
import { canaryShare, deployUpload, type Uploader } from './deploy';
import { recordHealth } from './health';
import { tokenActor } from './tokens';
import { AREAS } from '@chapter/shared/areas';

const MB = DEPLOY_LIMITS.archiveBytes / 1024 / 1024;
const TOO_BIG = `The archive is larger than ${MB} MB: leave source maps or other large files out of the build.`;

/** Reads an uploaded archive into a Buffer, refusing (413) as soon as it passes DEPLOY_LIMITS.archiveBytes. */
async function readArchive(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > DEPLOY_LIMITS.archiveBytes) throw new HttpError(413, TOO_BIG);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > DEPLOY_LIMITS.archiveBytes) throw new HttpError(413, TOO_BIG);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const uploaderOf = (request: FastifyRequest): Uploader => {
  const token = deployTokenOf(request);
  if (token) return { source: 'token', actor: tokenActor(token), userId: null, tokenId: token.id };
  return { source: 'admin', actor: { id: request.user!.id, name: request.user!.name }, userId: request.user!.id, tokenId: null };
};

/**
 * Uploads of built remotes and the deployed shell's versions (docs/deploying-a-remote.md): a deploy token for the
 * remote, or an admin. The admin's views and changes of releases and tokens are in the admin module.
 */
const deployRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.addContentTypeParser(['application/gzip', 'application/x-gzip', 'application/octet-stream'], (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
    readArchive(request, payload),
  );
  const remoteOf = (request: FastifyRequest) => (request.params as { remote?: string }).remote ?? null;
  const access = deployAccess(app, db, remoteOf);

  serve(
    app,
    'GET /deployments/shell',
    async () => {
      const shell = deployedShell(config.webDir);
      if (!shell) throw new HttpError(404, 'No shell is deployed here yet: build the app on the server first (npm run build).');
      return { message: 'The deployed shell', data: shell };
    },
    { onRequest: access },
  );

  serve(
    app,
    'POST /deployments/:remote/versions',
    async (request, reply) => {
      const remote = request.params.remote;
      const area = remoteArea(remote);
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, 'Send the archive as application/gzip (a .tar.gz of the build folder).');
      const result = await deployUpload(db, config.webDir, area, request.body, canaryShare(request.query.canary), uploaderOf(request));
      const served = result.state === 'canary' ? `to ${request.query.canary} % of browsers` : 'to every browser';
      const message = result.stored
        ? `${remote} ${result.version} is stored and served ${served}`
        : `${remote} ${result.version} was uploaded before; it is served ${served}`;
      return reply.code(result.stored ? 201 : 200).send({ message, data: result });
    },
    {
      onRequest: access,
      bodyLimit: DEPLOY_LIMITS.archiveBytes,
      // Every use of a deploy token is in the audit log: a refused upload past the token check too, a too-large archive
      // included (refused while read). An admin's refused upload changes nothing: the admin reads why on the page.
      onError: async (request, _reply, error) => {
        if (deployTokenOf(request) === null || !(error instanceof HttpError) || error.statusCode === 401 || error.statusCode === 403) return;
        const why = { remote: (request.params as { remote: string }).remote, status: error.statusCode, why: error.message };
        await writeAudit(db, { action: 'deploy-refused', actor: uploaderOf(request).actor, after: why });
      },
    },
  );
};

/** A page's beacon: JSON, also when navigator.sendBeacon sends it as text/plain. */
const healthRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new HttpError(400, 'The report is not JSON.'));
    }
  });
  const built = (pkg: string) => {
    const area = AREAS.find((candidate) => candidate.pkg === pkg);
    return area ? builtVersion(config.webDir, area) : null;
  };
  serve(
    app,
    'POST /remote-health',
    async (request, reply) => {
      await recordHealth(db, request.body, built);
      return reply.code(204).send(null);
    },
    { config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (request) => `remote-health:${request.ip}` } } },
  );
};

export const deploymentRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  await app.register(deployRoutes, deps);
  await app.register(healthRoutes, deps);
};
