import { useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { RoadmapNode } from '@chapter/shared/types';
import { deleteRoadmap, getRoadmap, roadmapKeys, saveRoadmap } from '../api/roadmaps';

/** One roadmap, and its deletion (the page is left afterwards). */
export function useRoadmap(slug: string) {
  const queryClient = useQueryClient();
  const roadmap = useApiQuery(roadmapKeys.detail(slug), () => getRoadmap(slug));
  const remove = useApiMutation(() => deleteRoadmap(slug), {
    meta: { invalidates: [roadmapKeys.lists], toast: true },
    // The page is being left: its answer is marked stale (asked again if it is opened again), not asked for now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roadmapKeys.detail(slug), refetchType: 'none' }),
  });
  return { roadmap, remove };
}

/** Stores a roadmap's whole node list; the cached roadmap becomes the saved one, so coming back shows it. */
export function useSaveRoadmap(slug: string) {
  const queryClient = useQueryClient();
  return useApiMutation((nodes: RoadmapNode[]) => saveRoadmap(slug, nodes), {
    meta: { invalidates: [roadmapKeys.lists], toast: { success: 'Roadmap saved' } },
    onSuccess: (body) => {
      if (body.data) queryClient.setQueryData(roadmapKeys.detail(slug), body);
    },
  });
}
