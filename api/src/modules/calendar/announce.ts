import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail';

export interface Announcement {
  subject: string;
  text: string;
}

/**
 * Mails an announcement to every subscribed, unblocked member, one mail each, after the request has answered.
 * A failed mail is logged and the rest still go out.
 */
export function announceToSubscribers(db: Kysely<Database>, mailer: Mailer, log: FastifyBaseLogger, announcement: Announcement): void {
  void (async () => {
    const recipients = await db
      .selectFrom('users')
      .select('email')
      .where('subscribed', '=', true)
      .where('blocked', '=', false)
      .where('role', '!=', 'USER')
      .execute();
    let failed = 0;
    for (const { email } of recipients) {
      await mailer.send({ to: email, ...announcement }).catch((error: unknown) => {
        failed += 1;
        log.warn({ err: error, to: email }, 'announcement mail failed');
      });
    }
    log.info({ subject: announcement.subject, sent: recipients.length - failed, failed }, 'announcement mailed');
  })().catch((error: unknown) => log.error({ err: error }, 'announcement could not be mailed'));
}
