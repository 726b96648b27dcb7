import { api, useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { MyFiguresRun, MyFiguresStatus } from '@chapter/shared/types';

export const myFiguresKey = ['my-figures'] as const;

const running = (run: MyFiguresRun | null | undefined) => run?.state === 'queued' || run?.state === 'active';

/** GET /user/refresh-my-figures: the latest refresh, polled every 2 s while it runs. */
export function useMyFiguresStatus() {
  return useApiQuery(myFiguresKey, () => api.get<{ data: MyFiguresStatus }>('/user/refresh-my-figures'), {
    select: (body) => body.data,
    refetchInterval: (query) => (running(query.state.data?.data.run) ? 2_000 : false),
  });
}

/** POST /user/refresh-my-figures: queues the refresh; when it ends, the profile and the boards are read again. */
export function useRequestMyFigures() {
  const client = useQueryClient();
  return useApiMutation(() => api.post<{ data: MyFiguresRun }>('/user/refresh-my-figures', {}), {
    onSuccess: () => void client.invalidateQueries({ queryKey: myFiguresKey }),
  });
}

export const isRunning = running;
