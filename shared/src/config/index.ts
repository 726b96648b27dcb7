export { getChapterConfig, useChapterConfig, useChapterName, toChapterConfig, FALLBACK_CHAPTER_CONFIG } from './chapterConfig';
export type { ChapterConfigState } from './chapterConfig';
