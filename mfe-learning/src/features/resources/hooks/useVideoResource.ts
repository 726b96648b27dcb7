import { useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { VideosResponse } from '@chapter/shared/types';
import type { ResourceFields } from '../../../components/ResourceFormDialog';
import { deleteVideoResource, editVideoResource, videoResourceKeys } from '../api/videoResources';
import { addVideo, deleteVideo, fetchVideos, type VideoFields } from '../api/videos';

/** One video resource with its videos, and the changes a core member makes to it. */
export function useVideoResource(id: string) {
  const queryClient = useQueryClient();
  const videos = useApiQuery(videoResourceKeys.detail(id), () => fetchVideos(id));

  // A change to the videos changes the resource's page and its card in the list (count, date).
  const changesVideos = { invalidates: [videoResourceKeys.all], toast: true } as const;
  const add = useApiMutation((values: VideoFields) => addVideo(id, values), { meta: changesVideos });
  const deleteOne = useApiMutation((videoId: string) => deleteVideo(id, videoId), { meta: changesVideos });
  const edit = useApiMutation((values: ResourceFields) => editVideoResource(id, values), {
    meta: { invalidates: [videoResourceKeys.lists], toast: true },
    // The page shows the new title at once, without asking for the videos again.
    onSuccess: (body, values) => {
      queryClient.setQueryData<VideosResponse>(
        videoResourceKeys.detail(id),
        (current) => current && { ...current, resourceInfo: { ...current.resourceInfo, ...values, ...body.data } },
      );
    },
  });
  const remove = useApiMutation(() => deleteVideoResource(id), {
    meta: { invalidates: [videoResourceKeys.lists], toast: true },
    // The page is being left: its answer is marked stale (asked again if it is opened again), not asked for now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoResourceKeys.detail(id), refetchType: 'none' }),
  });

  return { videos, add, deleteOne, edit, remove };
}
