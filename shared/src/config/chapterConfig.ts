import { useEffect, useState } from 'react';
import { call } from '../api';
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

/** The id of the JSON block the server writes into every page it sends: GET /config's answer (docs/architecture.md). */
export const CHAPTER_CONFIG_BLOCK_ID = 'chapter-config';

/** The configuration given with the page; undefined until first asked (read once per page). */
let given: ChapterConfig | null | undefined;

function readConfigBlock(): ChapterConfig | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(CHAPTER_CONFIG_BLOCK_ID)?.textContent;
  if (!text) return null;
  try {
    return toChapterConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Sets the configuration pages draw with, without asking GET /config: null asks it, undefined reads the page's block
 * again (the default). The server's page renderer gives its own, so the page is drawn with the chapter's name; in the
 * browser the page's JSON block gives the same.
 */
export function provideChapterConfig(config: unknown): void {
  given = config === undefined ? undefined : config === null ? null : toChapterConfig(config);
}

function givenChapterConfig(): ChapterConfig | null {
  if (given === undefined) given = readConfigBlock();
  return given;
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
