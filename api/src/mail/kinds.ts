import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { MAIL_KINDS } from '@chapter/contract/constants';
import type { Database } from '../db/schema';

/** A kind of mail a member can turn off on its own (docs/notifications.md). */
export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (value: unknown): value is MailKind => MAIL_KINDS.includes(value as MailKind);

/**
 * Narrows a users query to the members who take mail of `kind`: 'events' is the dashboard's notification switch
 * (users.subscribed); the other kinds are on unless listed in users.mail_off.
 */
export function takesMail(kind: MailKind) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    kind === 'events' ? eb('users.subscribed', '=', true) : sql<boolean>`not (${kind} = any(users.mail_off))`;
}

/** Each mail kind's switch for one member (true: they take it). */
export async function mailSwitches(db: Kysely<Database>, userId: string): Promise<Record<MailKind, boolean>> {
  const user = await db.selectFrom('users').select(['subscribed', 'mail_off']).where('id', '=', userId).executeTakeFirstOrThrow();
  return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, kind === 'events' ? user.subscribed : !user.mail_off.includes(kind)])) as Record<MailKind, boolean>;
}

/** Turns one kind of mail on or off for a member; answers whether the member exists. */
export async function setMailSwitch(db: Kysely<Database>, userId: string, kind: MailKind, on: boolean): Promise<boolean> {
  const update =
    kind === 'events'
      ? db.updateTable('users').set({ subscribed: on })
      : db.updateTable('users').set({
          mail_off: on ? sql<string[]>`array_remove(mail_off, ${kind})` : sql<string[]>`array_append(array_remove(mail_off, ${kind}), ${kind})`,
        });
  const result = await update.where('id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What an unsubscribe token stands for: this member, this kind of mail. */
export interface UnsubscribeTarget {
  userId: string;
  kind: MailKind;
}

const signature = (secret: string, payload: string) => createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');

/** A token that lets its bearer turn off one kind of mail for one member, without signing in (it never expires). */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = `${target.userId}.${target.kind}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The member and kind a token names, or null when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, kind, given] = parts as [string, string, string];
  if (!isMailKind(kind)) return null;
  const expected = Buffer.from(signature(secret, `${userId}.${kind}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, kind };
}
