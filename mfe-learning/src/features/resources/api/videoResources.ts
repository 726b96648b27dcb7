import { PAGE, call, type PageQuery } from '@chapter/shared';
import type { BodyOf } from '@chapter/shared/types';

/** The cache keys of video resources: every list page under `lists`, one resource with its videos under `detail(id)`. */
export const videoResourceKeys = {
  all: ['learning', 'video-resources'],
  lists: ['learning', 'video-resources', 'list'],
  detail: (videoResourceId: string) => ['learning', 'video-resources', 'detail', videoResourceId],
} as const;

export const fetchVideoResources = ({ page, search }: PageQuery) =>
  call('POST /core-member/fetch-all-video-resource', { body: { page, search, limit: PAGE.defaultLimit } });

export const createVideoResource = (body: BodyOf<'POST /core-member/create-video-resource'>) => call('POST /core-member/create-video-resource', { body });

export const editVideoResource = (videoResourceId: string, values: Omit<BodyOf<'PUT /core-member/edit-video-resource'>, 'videoResourceId'>) =>
  call('PUT /core-member/edit-video-resource', { body: { videoResourceId, ...values } });

export const deleteVideoResource = (videoResourceId: string) => call('DELETE /core-member/delete-video-resource', { body: { videoResourceId } });
