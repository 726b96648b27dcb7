import type { Kysely } from 'kysely';
import { PRIVACY_MESSAGES, type PrivacyData, type PrivacyUpdate } from '@chapter/contract';
import type { Database, User } from '../../db/schema';
import { HttpError } from '../../errors';
import { publicSlug } from './slug';
import { cardPath, pagePath } from './paths';

const USER_NOT_FOUND = 'User not found!';
/** Tries before giving up on a free slug; with 1.7 million suffixes per name a second try is already rare. */
const SLUG_TRIES = 8;

type PrivacyRow = Pick<User, 'name' | 'email_visibility' | 'phone_visibility' | 'linkedin_visibility' | 'on_landing_page' | 'public_profile' | 'public_slug'>;
const COLUMNS = ['name', 'email_visibility', 'phone_visibility', 'linkedin_visibility', 'on_landing_page', 'public_profile', 'public_slug'] as const;

/** The choices as the contract names them; the addresses are null while the member has no slug (docs/privacy.md). */
function toPrivacyData(row: PrivacyRow, publicUrl: string): PrivacyData {
  const slug = row.public_slug;
  const publicPath = slug ? pagePath(slug) : null;
  return {
    emailVisibility: row.email_visibility,
    phoneVisibility: row.phone_visibility,
    linkedinVisibility: row.linkedin_visibility,
    onLandingPage: row.on_landing_page,
    publicProfile: row.public_profile,
    publicPath,
    publicUrl: publicPath ? `${publicUrl}${publicPath}` : null,
    cardUrl: slug ? `${publicUrl}${cardPath(slug)}` : null,
  };
}

async function privacyRow(db: Kysely<Database>, userId: string): Promise<PrivacyRow> {
  const row = await db.selectFrom('users').select(COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  return row;
}

/** GET /user/privacy: the caller's choices and their public profile's address. */
export async function readPrivacy(db: Kysely<Database>, userId: string, publicUrl: string): Promise<PrivacyData> {
  return toPrivacyData(await privacyRow(db, userId), publicUrl);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * PUT /user/privacy: changes the choices sent and keeps the others; at least one must be sent. Turning the public
 * profile on the first time gives the member a slug, kept forever after, so turning it off and on keeps the address
 * (docs/privacy.md). One UPDATE statement does it all; a slug someone else holds is retried with a new suffix.
 */
export async function updatePrivacy(
  db: Kysely<Database>,
  userId: string,
  update: PrivacyUpdate,
  publicUrl: string,
  makeSlug: (name: string) => string = publicSlug,
): Promise<PrivacyData> {
  const changes = {
    email_visibility: update.emailVisibility,
    phone_visibility: update.phoneVisibility,
    linkedin_visibility: update.linkedinVisibility,
    on_landing_page: update.onLandingPage,
    public_profile: update.publicProfile,
  };
  if (Object.values(changes).every((value) => value === undefined)) throw new HttpError(400, PRIVACY_MESSAGES.nothingToChange);
  const { name, public_slug } = await privacyRow(db, userId);
  const needsSlug = update.publicProfile === true && public_slug === null;
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await db
        .updateTable('users')
        .set((eb) => ({
          ...changes,
          ...(needsSlug ? { public_slug: eb.fn.coalesce('public_slug', eb.val(makeSlug(name))) } : {}),
        }))
        .where('id', '=', userId)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, USER_NOT_FOUND);
      return toPrivacyData(row, publicUrl);
    } catch (error) {
      if (!needsSlug || !isUniqueViolation(error) || attempt >= SLUG_TRIES) throw error;
    }
  }
}
