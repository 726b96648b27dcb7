import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { dateIn, zonedInstant } from '../../clock';
import { contestRow, meetingRow } from '../calendar/eventRows';
import type { WebhookItem } from '../deps';
import type { WebhookMessage } from './post';

/** Where messages point and in which words times are given. */
export interface MessageSettings {
  publicUrl: string;
  chapterName: string;
  timeZone: string;
}

/** The item's name in the delivery rows: each webhook gets each key once. */
export function itemKey(item: WebhookItem): string {
  return item.kind === 'day-of' ? `day-of:${item.event}:${item.id}:${item.day}` : `${item.kind}:${item.id}`;
}

const hhmm = (time: string) => time.slice(0, 5);
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * The message an item posts, read from the database when it is posted; null when the item is gone (deleted before its
 * post went out) or not for the group chat (a meeting for core members only).
 */
export async function composeItem(db: Kysely<Database>, settings: MessageSettings, item: WebhookItem): Promise<WebhookMessage | null> {
  const base = { chapter: settings.chapterName, key: itemKey(item) };
  const zone = `(${settings.timeZone})`;
  if (item.kind === 'announcement') {
    const row = await db.selectFrom('announcements').select(['title', 'description', 'links']).where('id', '=', item.id).executeTakeFirst();
    if (!row) return null;
    const links = row.links.map((link) => `${link.linkText}: ${link.link}`);
    return {
      ...base,
      type: 'announcement',
      title: `Announcement: ${row.title}`,
      text: [clip(row.description, 1200), ...links].join('\n'),
      link: `${settings.publicUrl}/dashboard`,
    };
  }
  if (item.kind === 'contest') {
    const row = await contestRow(db, item.id);
    if (!row) return null;
    return {
      ...base,
      type: 'contest',
      title: `New contest: ${row.name}`,
      text: `${row.platform}, ${row.day}, ${hhmm(row.start_time)}–${hhmm(row.end_time)} ${zone}. Problems solved in it earn chapter points.`,
      link: row.link,
    };
  }
  if (item.event === 'contest') {
    const row = await contestRow(db, item.id);
    if (!row || row.day !== item.day) return null;
    return {
      ...base,
      type: 'day-of',
      title: `Today: ${row.name}`,
      text: `${row.platform} contest, ${hhmm(row.start_time)}–${hhmm(row.end_time)} ${zone}`,
      link: row.link,
    };
  }
  const row = await meetingRow(db, item.id);
  if (!row || row.day !== item.day || row.attendees === 'COREMEMBER') return null;
  return {
    ...base,
    type: 'day-of',
    title: `Today: ${row.title}`,
    text: [`${row.compulsory ? 'Compulsory meeting' : 'Meeting'} at ${hhmm(row.time)} ${zone}`, clip(row.description, 500)].filter(Boolean).join('\n'),
    link: row.link,
  };
}

/** The "Send test" message. */
export function testMessage(settings: MessageSettings): WebhookMessage {
  return {
    type: 'test',
    title: `Test from ${settings.chapterName}`,
    text: 'This webhook works: new announcements, new contests and each day’s events will be posted here.',
    link: settings.publicUrl,
    chapter: settings.chapterName,
    key: `test:${Date.now()}`,
  };
}

/**
 * The day-of items of `now`'s day in the chapter's zone: its contests that have not ended, and its meetings for members
 * or everyone that have not started (a meeting for core members only is not for the group chat).
 */
export async function dayOfItems(db: Kysely<Database>, timeZone: string, now: Date): Promise<WebhookItem[]> {
  const day = dateIn(now, timeZone);
  const [contests, meetings] = await Promise.all([
    db.selectFrom('contests').select('id').where('date', '=', day).where('ends_at', '>', now).orderBy('starts_at').orderBy('id').execute(),
    db.selectFrom('meetings').select(['id', 'time']).where('date', '=', day).where('attendees', '!=', 'COREMEMBER').orderBy('time').orderBy('id').execute(),
  ]);
  return [
    ...contests.map((row): WebhookItem => ({ kind: 'day-of', event: 'contest', id: row.id, day })),
    ...meetings
      .filter((row) => zonedInstant(day, row.time, timeZone) >= now)
      .map((row): WebhookItem => ({ kind: 'day-of', event: 'meeting', id: row.id, day })),
  ];
}
