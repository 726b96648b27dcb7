import type { ChapterConfig } from '@chapter/contract';
import type { Config } from '../../config';

/** GET /config's answer: the chapter's own details from the server's configuration. The pages carry the same. */
export function publicChapterConfig(config: Config): ChapterConfig {
  return {
    chapterName: config.chapterName,
    contactEmail: config.contactEmail,
    links: { ...config.chapterLinks },
    ...(config.promoVideoUrl ? { promoVideoUrl: config.promoVideoUrl } : {}),
  };
}
