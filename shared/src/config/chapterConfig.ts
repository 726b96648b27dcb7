import { useEffect, useState } from 'react';
import { call, givenAnswer } from '../api';
import type { ChapterConfig } from '../types';

/** What pages show until (or unless) GET /config answers: a neutral name, no e-mail, no links. */
export const FALLBACK_CHAPTER_CONFIG: ChapterConfig = Object.freeze({ chapterName: 'Coding Chapter', contactEmail: '', links: {} });

/** GET /config: the chapter's own name, contact e-mail and links are configuration, not code. */
export function getChapterConfig() {
  return call('GET /config');
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Keeps only well-formed values of an answer, so a partial or odd config never breaks a page. */
export function toChapterConfig(body: unknown): ChapterConfig {
  const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const rawLinks = (data.links && typeof data.links === 'object' ? data.links : {}) as Record<string, unknown>;
  const links: ChapterConfig['links'] = {};
  for (const [key, value] of Object.entries(rawLinks)) {
    const url = text(value);
    if (url) (links as Record<string, string>)[key] = url;
  }
  return {
    ...data,
    chapterName: text(data.chapterName) ?? text(data.name) ?? FALLBACK_CHAPTER_CONFIG.chapterName,
    contactEmail: text(data.contactEmail) ?? '',
    links,
  };
}

export type ChapterConfigState = { status: 'loading' | 'ready' | 'error'; config: ChapterConfig };

/** GET /config's answer given with the page (api/givenAnswers.ts), normalised; null when none was. */
function givenChapterConfig(): ChapterConfig | null {
  const answer = givenAnswer('GET /config');
  return answer ? toChapterConfig(answer) : null;
}

/**
 * The chapter's configuration for a component: the one given with the page when there is one (drawn at once, no
 * request, the same as the server drew it); else GET /config's, the fallback while loading or after a failure.
 */
export function useChapterConfig(): ChapterConfigState {
  const [state, setState] = useState<ChapterConfigState>(() => {
    const config = givenChapterConfig();
    return config ? { status: 'ready', config } : { status: 'loading', config: FALLBACK_CHAPTER_CONFIG };
  });
  useEffect(() => {
    if (givenChapterConfig()) return;
    let current = true;
    void getChapterConfig().then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', config: toChapterConfig(result.data) } : { status: 'error', config: FALLBACK_CHAPTER_CONFIG });
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** The chapter's name, or the neutral fallback until the API answers. */
export function useChapterName(): string {
  return useChapterConfig().config.chapterName;
}
