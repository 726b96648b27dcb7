import { object, string, type InferType } from 'yup';
import { isYouTubeUrl, toYouTubeEmbed } from './youtubeLink';

export { isYouTubeUrl, toYouTubeEmbed };

/** Add video. Store `toYouTubeEmbed(values.link)` on submit. */
export const videoSchema = object({
  title: string().trim().required('Title is required'),
  description: string().trim().required('Description is required'),
  link: string()
    .trim()
    .required('Link is required')
    .test('youtube', 'Invalid YouTube URL', (value) => !value || isYouTubeUrl(value)),
});

export type VideoValues = InferType<typeof videoSchema>;
