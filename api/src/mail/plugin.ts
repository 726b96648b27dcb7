import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail through SMTP_URL, or writes it to the outbox when unset. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const from = `"${config.chapterName.replace(/"/g, "'")}" <${config.contactEmail}>`;
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: config.outboxDir,
        from,
        log: app.log,
        unsubscribe: { publicUrl: config.publicUrl, secret: config.jwtSecret },
      }),
    );
  },
  { name: 'mail' },
);
