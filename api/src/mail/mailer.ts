import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { writeToOutbox } from './outbox';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** Sends one mail; rejects when it could not be sent or written. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  /** Unset: each mail becomes a file in `outboxDir` and its text is logged. */
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        const file = await writeToOutbox(outboxDir, { ...mail, from });
        log.info({ to: mail.to, subject: mail.subject, file, text: mail.text }, 'mail written to the outbox (SMTP_URL unset)');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}
