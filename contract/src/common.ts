/** Pieces many routes share: roles, platforms, pictures, user references. */
import { nstr, nullable, obj, oneOf, str, type Static, type TSchema } from './schema';
import { PLATFORM_KEYS, ROLES } from './constants';

export type Role = (typeof ROLES)[number];
export const role = oneOf(ROLES);

export type PlatformKey = (typeof PLATFORM_KEYS)[number];
export const platformKey = oneOf(PLATFORM_KEYS);

/** One value per platform. */
export const perPlatform = <T extends TSchema>(value: T) => obj({ leetcode: value, codechef: value, codeforces: value, geeksforgeeks: value });

/** A stored picture: a URL the browser can load and its blurhash placeholder (`hashCode`). */
export const Picture = obj({ url: str, hashCode: nstr });
export type Picture = Static<typeof Picture>;
export const picture = nullable(Picture);

/** A small user reference used in lists (selectors, podiums, avatars). */
export const UserRef = obj({ _id: str, name: str, role, profilePicture: picture });
export type UserRef = Static<typeof UserRef>;
