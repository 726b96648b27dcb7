import { useEffect, useState } from 'react';
import { api } from '@chapter/shared';

export const FALLBACK_CHAPTER_NAME = 'Coding Chapter';

interface ChapterConfig { chapterName?: string; name?: string; contactEmail?: string }

/** GET /config: the chapter's own name is configuration, not code (DESIGN.md). */
export function getChapterConfig() {
  return api.get<ChapterConfig>('/config');
}

/** The chapter's name, or a neutral fallback until (or unless) the API answers. */
export function useChapterName(): string {
  const [name, setName] = useState(FALLBACK_CHAPTER_NAME);
  useEffect(() => {
    let current = true;
    void getChapterConfig().then((result) => {
      const configured = result.data?.chapterName ?? result.data?.name;
      if (current && result.ok && typeof configured === 'string' && configured.trim()) setName(configured);
    });
    return () => { current = false; };
  }, []);
  return name;
}
