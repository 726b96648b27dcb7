import { call, useApiQuery } from '@chapter/shared';
import type { NewDeployTokenRequest } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { DEPLOY_TOKENS_KEY } from '../../../lib/queryKeys';

/** Every deploy token, revoked ones included (never the tokens themselves). */
export const fetchDeployTokens = () => call('GET /admin/deploy-tokens');

export const useDeployTokens = () => useApiQuery(DEPLOY_TOKENS_KEY, fetchDeployTokens, { select: (body) => body.data });

export const createDeployToken = (body: NewDeployTokenRequest) => call('POST /admin/deploy-tokens', { body });

/** The answer carries the token itself, once: the caller shows it. */
export const useCreateDeployToken = () =>
  useAdminMutation(createDeployToken, { failed: 'Failed to create the deploy token', error: 'Error creating the deploy token' }, [DEPLOY_TOKENS_KEY]);

export const revokeDeployToken = (id: string) => call('DELETE /admin/deploy-tokens/:id', { params: { id } });

export const useRevokeDeployToken = () =>
  useAdminMutation(revokeDeployToken, { failed: 'Failed to revoke the deploy token', error: 'Error revoking the deploy token' }, [DEPLOY_TOKENS_KEY]);
