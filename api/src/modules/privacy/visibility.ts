import { hasRole, type Role } from '@chapter/shared/roles';
import type { Visibility } from '@chapter/contract';
import type { User } from '../../db/schema';

/** Who is looking: a signed-in user, or null for a visitor. */
export type Viewer = { id: string; role: Role } | null;

/** The least role that sees a field of each visibility besides its owner (docs/privacy.md); null: nobody else. */
const LEAST_ROLE: Record<Visibility, Role | null> = { MEMBERS: 'MEMBER', CORE: 'COREMEMBER', NOBODY: null };

/**
 * Whether `viewer` may see a contact field `ownerId` set to `visibility` (docs/privacy.md): the owner always sees
 * their own; otherwise 'MEMBERS' needs MEMBER or above, 'CORE' COREMEMBER or above, and 'NOBODY' lets nobody else.
 * The admin area is not read through this rule: admins keep the e-mail and phone number they run the membership with.
 */
export function maySee(visibility: Visibility, ownerId: string, viewer: Viewer): boolean {
  if (!viewer) return false;
  if (viewer.id === ownerId) return true;
  const least = LEAST_ROLE[visibility];
  return least !== null && hasRole(viewer.role, least);
}

/** The member's contact fields as `viewer` may see them: null where the owner's choice hides one. */
export function visibleContact(
  user: Pick<User, 'id' | 'email' | 'phone_number' | 'linkedin_username' | 'email_visibility' | 'phone_visibility' | 'linkedin_visibility'>,
  viewer: Viewer,
): { email: string | null; phoneNumber: string | null; linkedinUsername: string | null } {
  return {
    email: maySee(user.email_visibility, user.id, viewer) ? user.email : null,
    phoneNumber: maySee(user.phone_visibility, user.id, viewer) ? user.phone_number : null,
    linkedinUsername: maySee(user.linkedin_visibility, user.id, viewer) ? user.linkedin_username : null,
  };
}

/**
 * Whether a member's public profile at /u/<slug> (and its share cards) may be shown (docs/privacy.md): they turned it
 * on, they are not blocked, and they have not asked for their account to be deleted.
 */
export function isPublicProfileVisible(row: Pick<User, 'public_profile' | 'blocked' | 'deletion_due_at'>): boolean {
  return row.public_profile && !row.blocked && row.deletion_due_at === null;
}
