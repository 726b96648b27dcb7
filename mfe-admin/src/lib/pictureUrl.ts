import type { Picture } from '@chapter/shared/types';

/** A picture as the API sends it (a URL or { url, hashCode }) → its URL. */
export const pictureUrl = (picture: string | Picture | null | undefined): string | null => (typeof picture === 'string' ? picture : (picture?.url ?? null));
