import type { Kysely } from 'kysely';
import type { MailSwitches, UnsubscribeTokenInfo } from '@chapter/contract';
import { MAIL_KINDS } from '@chapter/contract/constants';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { mailSwitches, readUnsubscribeToken, setMailSwitch, type UnsubscribeTarget } from '../../mail';
import { isUuid } from '../validate';

export const MAIL_SWITCH_MESSAGES = {
  read: 'Mail settings fetched successfully',
  saved: 'Mail settings saved',
  tokenInfo: 'Unsubscribe link read',
  badToken: 'This unsubscribe link is not valid. Open it again from the mail, or turn mails off in your profile.',
  unsubscribed: 'You will get no more of these mails. You can turn them back on in your profile.',
} as const;

/** "jane.doe@uni.edu" → "j***@uni.edu": enough for the member to know the address, not enough to harvest it. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
};

/** The member and kind a token names, or a 400 when this server did not sign it or the member is gone. */
async function targetOf(db: Kysely<Database>, secret: string, token: unknown): Promise<UnsubscribeTarget & { email: string }> {
  const target = typeof token === 'string' && token ? readUnsubscribeToken(secret, token) : null;
  if (!target || !isUuid(target.userId)) throw new HttpError(400, MAIL_SWITCH_MESSAGES.badToken);
  const user = await db.selectFrom('users').select('email').where('id', '=', target.userId).executeTakeFirst();
  if (!user) throw new HttpError(400, MAIL_SWITCH_MESSAGES.badToken);
  return { ...target, email: user.email };
}

/** What the token would turn off, and whether the member takes that kind now; changes nothing. */
export async function describeToken(db: Kysely<Database>, secret: string, token: unknown): Promise<UnsubscribeTokenInfo> {
  const target = await targetOf(db, secret, token);
  const switches = await mailSwitches(db, target.userId);
  return { kind: target.kind, email: maskEmail(target.email), subscribed: switches[target.kind] };
}

/** Turns off the token's one kind of mail for its member; answers the kind. */
export async function unsubscribeWithToken(db: Kysely<Database>, secret: string, token: unknown): Promise<UnsubscribeTarget['kind']> {
  const target = await targetOf(db, secret, token);
  if (!(await setMailSwitch(db, target.userId, target.kind, false))) throw new HttpError(400, MAIL_SWITCH_MESSAGES.badToken);
  return target.kind;
}

/** Sets the kinds given (the others stay) in one transaction, and answers every kind's switch. */
export async function updateMailSwitches(db: Kysely<Database>, userId: string, changes: Partial<MailSwitches>): Promise<MailSwitches> {
  return db.transaction().execute(async (trx) => {
    for (const kind of MAIL_KINDS) {
      const on = changes[kind];
      if (typeof on === 'boolean') await setMailSwitch(trx, userId, kind, on);
    }
    return mailSwitches(trx, userId);
  });
}
