import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dateIn, monthOf } from '../clock';
import { demoMember } from './demoMembers';

export const DEMO_PASSWORD_HASH = 'demo-account-without-a-password';

/**
 * Adds `count` demo members with this month's points (one ledger row each, noted 'Demo data') and verified handles
 * with stats on some platforms, so the boards, the stats page and the dashboard have something to show on a fresh
 * install. Demo members cannot sign in. Running it again adds nothing twice.
 */
export async function seedDemo(db: Kysely<Database>, count: number, timeZone: string, now = new Date()): Promise<number> {
  const today = dateIn(now, timeZone);
  let added = 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 1; i <= count; i++) {
      const member = demoMember(i);
      const inserted = await trx
        .insertInto('users')
        .values({ name: member.name, email: member.email, password_hash: DEMO_PASSWORD_HASH, role: 'MEMBER', academic_year: member.academicYear })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      added += 1;
      if (member.points > 0) {
        await trx
          .insertInto('points_ledger')
          .values({ user_id: inserted.id, source: `demo:${monthOf(today)}`, kind: 'adjustment', day: today, points: member.points, note: 'Demo data' })
          .execute();
      }
      for (const platform of ['leetcode', 'codechef', 'codeforces', 'geeksforgeeks'] as const) {
        const profile = member[platform];
        if (!profile) continue;
        await trx
          .insertInto('platform_accounts')
          .values({
            user_id: inserted.id,
            platform,
            handle: `demo_${platform}_${i}`,
            verified_at: now,
            refreshed_at: now,
            profile: JSON.stringify({ handle: `demo_${platform}_${i}`, ...profile }),
          })
          .execute();
      }
    }
  });
  return added;
}
