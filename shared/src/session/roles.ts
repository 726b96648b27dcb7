/** The role ladder (docs/rules.md §1): a role satisfies a requirement when its rank is at least the required rank. */
import { ROLES } from '@chapter/contract/constants';
import type { Role } from '@chapter/contract';

export { ROLES };
export type { Role };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** True when `actual` is at least `required` on the ladder; an unknown role counts as USER. */
export function hasRole(actual: Role | null | undefined, required: Role): boolean {
  return roleRank(isRole(actual) ? actual : 'USER') >= roleRank(required);
}

/** `lowest` and every role above it (the roles a mail or reminder for `lowest` and up goes to). */
export function rolesFrom(lowest: Role): Role[] {
  return ROLES.slice(roleRank(lowest));
}

/** One step up the ladder; ADMIN stays ADMIN. */
export function promote(role: Role): Role {
  return ROLES[Math.min(roleRank(role) + 1, ROLES.length - 1)];
}

/** One step down the ladder; USER stays USER. */
export function demote(role: Role): Role {
  return ROLES[Math.max(roleRank(role) - 1, 0)];
}

const ROLE_WORDS: Record<Role, string> = {
  USER: 'User',
  MEMBER: 'Member',
  COREMEMBER: 'Core member',
  VICEPRESIDENT: 'Vice president',
  PRESIDENT: 'President',
  ADMIN: 'Admin',
};

/** 'COREMEMBER' → 'Core member': the role in words, first letter capitalised (as the profile and the leaderboard show it). */
export function roleLabel(role: Role | string): string {
  if (role in ROLE_WORDS) return ROLE_WORDS[role as Role];
  const lower = role.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
