import { toYouTubeEmbed, videoSchema } from '.';
import { errorsOf } from './testErrors';

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describe('toYouTubeEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1', EMBED],
    ['https://www.youtube.com/watch?t=42&v=dQw4w9WgXcQ', EMBED],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', EMBED],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share', EMBED],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', EMBED],
    ['https://youtu.be/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', EMBED],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', EMBED],
    ['  https://youtu.be/dQw4w9WgXcQ  ', EMBED],
  ])('%s → embed link', (input, expected) => {
    expect(toYouTubeEmbed(input)).toBe(expected);
  });

  it.each([
    '',
    'not a url',
    'https://vimeo.com/12345',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/embed/',
    'https://youtu.be/',
    'https://www.youtube.com/',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=<script>',
  ])('%p → empty string', (input) => {
    expect(toYouTubeEmbed(input)).toBe('');
  });
});

describe('videoSchema', () => {
  const good = { title: 'Intro', description: 'DP basics', link: 'https://youtu.be/dQw4w9WgXcQ' };

  it('accepts a YouTube link', async () => {
    expect(await errorsOf(videoSchema, good)).toEqual([]);
  });

  it('rejects other links with its message', async () => {
    expect(await errorsOf(videoSchema, { ...good, link: 'https://vimeo.com/1' })).toEqual(['Invalid YouTube URL']);
    expect(await errorsOf(videoSchema, {})).toEqual(['Title is required', 'Description is required', 'Link is required']);
  });
});
