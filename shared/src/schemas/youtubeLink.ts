// YouTube links to their embed form: plain functions, without yup, so a page can use them without the form library.

const EMBED_BASE = 'https://www.youtube.com/embed/';
const VIDEO_ID = /^[A-Za-z0-9_-]+$/;
const LONG_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'];
const SHORT_HOSTS = ['youtu.be', 'www.youtu.be'];

const parseUrl = (raw: string): URL | null => {
  const text = raw.trim();
  if (!text) return null;
  try {
    return new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
};

const idOf = (url: URL): string => {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (SHORT_HOSTS.includes(host)) return segments[0] ?? '';
  if (!LONG_HOSTS.includes(host)) return '';
  if (segments[0] === 'embed') return segments[1] ?? '';
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? '';
  return '';
};

/**
 * The embed form of a YouTube link: embed links are kept, watch links use `v`,
 * youtu.be links use the path; any other query is dropped. No recognisable id gives ''.
 */
export const toYouTubeEmbed = (link: string): string => {
  const url = parseUrl(link);
  if (!url || !/^https?:$/.test(url.protocol)) return '';
  const id = idOf(url);
  return VIDEO_ID.test(id) ? `${EMBED_BASE}${id}` : '';
};

export const isYouTubeUrl = (link: string): boolean => toYouTubeEmbed(link) !== '';
