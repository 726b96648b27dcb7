import { PAGE, api, type PageQuery } from '@chapter/shared';
import type { ResourceValues } from '@chapter/shared/schemas';
import type { MessageResponse, VideoResourcePage, VideoResourceResponse } from '@chapter/shared/types';
import { coreMember } from '../../../lib/coreMember';

/** The cache keys of video resources: every list page under `lists`, one resource with its videos under `detail(id)`. */
export const videoResourceKeys = {
  all: ['learning', 'video-resources'],
  lists: ['learning', 'video-resources', 'list'],
  detail: (videoResourceId: string) => ['learning', 'video-resources', 'detail', videoResourceId],
} as const;

export const fetchVideoResources = ({ page, search }: PageQuery) =>
  api.post<VideoResourcePage>(coreMember('fetch-all-video-resource'), { page, search, limit: PAGE.defaultLimit });

export const createVideoResource = (values: ResourceValues) => api.post<VideoResourceResponse>(coreMember('create-video-resource'), values);

export const editVideoResource = (videoResourceId: string, values: ResourceValues) =>
  api.put<VideoResourceResponse>(coreMember('edit-video-resource'), { videoResourceId, ...values });

export const deleteVideoResource = (videoResourceId: string) => api.delete<MessageResponse>(coreMember('delete-video-resource'), { videoResourceId });
