import { call, useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { MyFiguresRun } from '@chapter/shared/types';

export const myFiguresKey = ['my-figures'] as const;

const running = (run: MyFiguresRun | null | undefined) => run?.state === 'queued' || run?.state === 'active';

/** The latest refresh, polled every 2 s while it runs. */
export function useMyFiguresStatus() {
  return useApiQuery(myFiguresKey, () => call('GET /user/refresh-my-figures'), {
    select: (body) => body.data,
    refetchInterval: (query) => (running(query.state.data?.data.run) ? 2_000 : false),
  });
}

/** Queues the refresh; when it ends, the profile and the boards are read again. */
export function useRequestMyFigures() {
  const client = useQueryClient();
  return useApiMutation(() => call('POST /user/refresh-my-figures'), {
    onSuccess: () => void client.invalidateQueries({ queryKey: myFiguresKey }),
  });
}

export const isRunning = running;
