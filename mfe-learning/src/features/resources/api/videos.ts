import { api } from '@chapter/shared';
import { toYouTubeEmbed, type VideoValues } from '@chapter/shared/schemas';
import type { MessageResponse, VideoResponse, VideosResponse } from '@chapter/shared/types';
import { coreMember } from '../../../lib/coreMember';

export const fetchVideos = (videoResourceId: string) => api.post<VideosResponse>(coreMember('fetch-all-video'), { videoResourceId });

/** Sends the embed form of the link, whatever YouTube form the editor pasted. */
export const addVideo = (videoResourceId: string, { title, description, link }: VideoValues) =>
  api.post<VideoResponse>(coreMember('add-video'), { videoResourceId, title, description, link: toYouTubeEmbed(link) });

export const deleteVideo = (videoResourceId: string, videoId: string) => api.delete<MessageResponse>(coreMember('delete-video'), { videoResourceId, videoId });
