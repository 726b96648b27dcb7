export {
  getChapterConfig,
  useChapterConfig,
  useChapterName,
  toChapterConfig,
  FALLBACK_CHAPTER_CONFIG,
  provideChapterConfig,
  CHAPTER_CONFIG_BLOCK_ID,
} from './chapterConfig';
export type { ChapterConfigState } from './chapterConfig';
