import { API_BASE } from '@chapter/shared/constants';

/** The public profile's addresses (docs/privacy.md), relative to the chapter's public URL. */
export const pagePath = (slug: string) => `/u/${slug}`;
export const cardPath = (slug: string) => `${API_BASE}/public/profiles/${slug}/card.png`;
export const achievementCardPath = (slug: string, id: string) => `${API_BASE}/public/profiles/${slug}/achievements/${id}/card.png`;
