import { call } from '@chapter/shared';
import { toYouTubeEmbed } from '@chapter/shared/schemas';
import type { BodyOf } from '@chapter/shared/types';
import type { Filled } from '../../../lib/fields';

/** The Add Video form's fields: what add-video takes besides the resource's id. */
export type VideoFields = Filled<Pick<BodyOf<'POST /core-member/add-video'>, 'title' | 'description' | 'link'>>;

export const fetchVideos = (videoResourceId: string) => call('POST /core-member/fetch-all-video', { body: { videoResourceId } });

/** Sends the embed form of the link, whatever YouTube form the editor pasted. */
export const addVideo = (videoResourceId: string, { title, description, link }: VideoFields) =>
  call('POST /core-member/add-video', { body: { videoResourceId, title, description, link: toYouTubeEmbed(link) } });

export const deleteVideo = (videoResourceId: string, videoId: string) => call('DELETE /core-member/delete-video', { body: { videoResourceId, videoId } });
