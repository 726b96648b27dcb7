import type { Role } from '../session/roles';

/** Every successful answer carries a message; failures are `{ message }` with a 4xx/5xx status. */
export interface MessageResponse {
  message: string;
}

/** A stored picture as the API returns it: a URL the browser can load and its blurhash placeholder. */
export interface Picture {
  url: string;
  /** Blurhash of the picture (the contract's name for it is hashCode). */
  hashCode: string | null;
}

/** One page of a list: `data` plus paging. */
export interface Page<T> extends MessageResponse {
  data: T[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

export type PlatformKey = 'leetcode' | 'codechef' | 'codeforces' | 'geeksforgeeks';

/** A small user reference used in lists (selectors, podiums, avatars). */
export interface UserRef {
  _id: string;
  name: string;
  role: Role;
  profilePicture: Picture | null;
}
