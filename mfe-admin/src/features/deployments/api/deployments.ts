import { apiRequest, call, notify, useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { AnswerOf, CanaryRequest } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { AUDIT_KEY, DEPLOYMENTS_KEY } from '../../../lib/queryKeys';

/** Every remote with its stable version, its canary, its versions (sessions, failure rate) and its history. */
export const fetchDeployments = () => call('GET /admin/deployments');

/** Read again every 30 s: pages report sessions and failures all the time, and the API may stop a canary by itself. */
export const useDeployments = () => useApiQuery(DEPLOYMENTS_KEY, fetchDeployments, { select: (body) => body.data, refetchInterval: 30_000 });

export const promoteCanary = (remote: string) => call('POST /admin/deployments/:remote/promote', { params: { remote } });
export const usePromoteCanary = () =>
  useAdminMutation(promoteCanary, { failed: 'Failed to promote the canary', error: 'Error promoting the canary' }, [DEPLOYMENTS_KEY]);

export const stopCanary = (remote: string) => call('DELETE /admin/deployments/:remote/canary', { params: { remote } });
export const useStopCanary = () => useAdminMutation(stopCanary, { failed: 'Failed to stop the canary', error: 'Error stopping the canary' }, [DEPLOYMENTS_KEY]);

export const rollBack = (remote: string) => call('POST /admin/deployments/:remote/rollback', { params: { remote } });
export const useRollBack = () => useAdminMutation(rollBack, { failed: 'Failed to roll back', error: 'Error rolling back' }, [DEPLOYMENTS_KEY]);

export type CanaryStart = CanaryRequest & { remote: string };
export const startCanary = ({ remote, version, share }: CanaryStart) =>
  call('POST /admin/deployments/:remote/canary', { params: { remote }, body: { version, share } });
export const useStartCanary = () =>
  useAdminMutation(startCanary, { failed: 'Failed to start the canary', error: 'Error starting the canary' }, [DEPLOYMENTS_KEY]);

export type VersionUpload = {
  remote: string;
  file: File;
  /** The share of browsers (1-100) to serve it to as a canary; null makes it the stable version. */
  canary: number | null;
  onProgress: (percent: number) => void;
};

/**
 * The archive goes as the raw body (application/gzip), the file itself: `call` would take it only as bytes read into
 * memory, which the client's request hook then turns into text to recognise a repeated request (megabytes of it).
 */
export function uploadVersion({ remote, file, canary, onProgress }: VersionUpload) {
  return apiRequest<AnswerOf<'POST /deployments/:remote/versions'>>({
    method: 'POST',
    url: `/deployments/${encodeURIComponent(remote)}/versions`,
    params: canary === null ? undefined : { canary: String(canary) },
    data: file,
    headers: { 'Content-Type': 'application/gzip' },
    onUploadProgress: (event) => onProgress(Math.round(((event.loaded ?? 0) / (event.total || file.size || 1)) * 100)),
  });
}

/** An upload: the server's answer as a toast; a refusal stays in the form (the caller shows `error`), not in a toast. */
export function useUploadVersion() {
  const client = useQueryClient();
  return useApiMutation(uploadVersion, {
    onSuccess: (body) => notify.success(body.message),
    onSettled: async () => {
      await Promise.all([DEPLOYMENTS_KEY, AUDIT_KEY].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
