import { sql, type Kysely } from 'kysely';
import { REMINDER_LEADS } from '@chapter/contract/constants';
import type { ReminderSettings, ReminderSettingsView } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { setMailSwitch } from '../../mail';

/** The lead times offered, in minutes, longest first. */
export const LEAD_MINUTES: readonly number[] = REMINDER_LEADS.map((lead) => lead.minutes);

/** The words for a lead time ("1 day"). */
export const leadLabel = (minutes: number): string => REMINDER_LEADS.find((lead) => lead.minutes === minutes)?.label ?? `${minutes} minutes`;

/** A member who never saved reminders gets none. */
export const NO_REMINDERS: ReminderSettings = { email: false, push: false, leadMinutes: [], contests: true, meetings: true };

const LEADS_IN_WORDS = REMINDER_LEADS.map((lead) => `${lead.minutes} (${lead.label})`).join(', ');

/** The settings a PUT sends, checked field by field; every refusal is a 400 that says what to send. */
export function parseReminderSettings(body: unknown): ReminderSettings {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Request body must be a JSON object');
  const given = body as Record<string, unknown>;
  const flag = (name: 'email' | 'push' | 'contests' | 'meetings'): boolean => {
    const value = given[name];
    if (typeof value !== 'boolean') throw new HttpError(400, `${name} must be true or false`);
    return value;
  };
  const leads = given.leadMinutes;
  if (!Array.isArray(leads)) throw new HttpError(400, 'leadMinutes must be a list of lead times in minutes (an empty list turns reminders off)');
  for (const lead of leads) {
    if (typeof lead !== 'number' || !LEAD_MINUTES.includes(lead)) {
      throw new HttpError(400, `${JSON.stringify(lead)} is not a lead time on offer: pick minutes before the start from ${LEADS_IN_WORDS}`);
    }
  }
  return {
    email: flag('email'),
    push: flag('push'),
    // Longest first, each once.
    leadMinutes: LEAD_MINUTES.filter((minutes) => leads.includes(minutes)),
    contests: flag('contests'),
    meetings: flag('meetings'),
  };
}

/**
 * The member's reminders as the profile shows them. E-mail reads as on only while the member also takes reminder
 * mails (the mail switch an unsubscribe link turns off), so the profile never shows a channel that sends nothing.
 */
export async function readReminderSettings(db: Kysely<Database>, userId: string): Promise<ReminderSettingsView> {
  const row = await db
    .selectFrom('users')
    .leftJoin('reminder_settings', 'reminder_settings.user_id', 'users.id')
    .select([
      'reminder_settings.email',
      'reminder_settings.push',
      'reminder_settings.lead_minutes',
      'reminder_settings.contests',
      'reminder_settings.meetings',
      sql<boolean>`not ('reminders' = any(users.mail_off))`.as('takes_mail'),
      (eb) =>
        eb
          .selectFrom('push_subscriptions')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('push_subscriptions.user_id', '=', userId)
          .as('devices'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'User not found');
  // No row yet: the defaults (no reminders).
  if (row.lead_minutes === null) return { ...NO_REMINDERS, pushDevices: Number(row.devices ?? 0) };
  return {
    email: Boolean(row.email) && row.takes_mail,
    push: Boolean(row.push),
    leadMinutes: LEAD_MINUTES.filter((minutes) => row.lead_minutes!.includes(minutes)),
    contests: Boolean(row.contests),
    meetings: Boolean(row.meetings),
    pushDevices: Number(row.devices ?? 0),
  };
}

/** Saves the member's reminders; e-mail on also turns reminder mails back on (one switch, seen from two places). */
export async function saveReminderSettings(db: Kysely<Database>, userId: string, settings: ReminderSettings): Promise<ReminderSettingsView> {
  await db.transaction().execute(async (trx) => {
    const values = {
      email: settings.email,
      push: settings.push,
      lead_minutes: settings.leadMinutes,
      contests: settings.contests,
      meetings: settings.meetings,
      updated_at: sql<Date>`now()`,
    };
    await trx
      .insertInto('reminder_settings')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    if (settings.email) await setMailSwitch(trx, userId, 'reminders', true);
  });
  return readReminderSettings(db, userId);
}
