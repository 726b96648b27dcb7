import { AUTH_STORAGE_KEY } from '@chapter/shared/constants';

/**
 * Whether this browser holds a member's session (its token); false where storage cannot be read. From the kit's
 * constants, not its singleton: the shell's entry asks before the shared packages exist.
 */
export function hasStoredSession(): boolean {
  try {
    return Boolean(window.localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    return false;
  }
}
