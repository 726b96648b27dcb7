import { PAGE, api } from '@chapter/shared';
import type { ResourceValues } from '@chapter/shared/schemas';
import type { MessageResponse, VideoResourcePage, VideoResourceResponse } from '@chapter/shared/types';
import type { PageQuery } from '../../../hooks/usePagedList';
import { coreMember } from '../../../lib/coreMember';

export const fetchVideoResources = ({ page, search }: PageQuery) =>
  api.post<VideoResourcePage>(coreMember('fetch-all-video-resource'), { page, search, limit: PAGE.defaultLimit });

export const createVideoResource = (values: ResourceValues) => api.post<VideoResourceResponse>(coreMember('create-video-resource'), values);

export const editVideoResource = (videoResourceId: string, values: ResourceValues) =>
  api.put<VideoResourceResponse>(coreMember('edit-video-resource'), { videoResourceId, ...values });

export const deleteVideoResource = (videoResourceId: string) => api.delete<MessageResponse>(coreMember('delete-video-resource'), { videoResourceId });
