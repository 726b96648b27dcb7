import type nodemailerModule from 'nodemailer';
import { onFirstUse } from '../onFirstUse';
import type { FastifyBaseLogger } from 'fastify';
import { writeToOutbox } from './outbox';
import { unsubscribeToken, type UnsubscribeTarget } from './kinds';

/** nodemailer, loaded when a mailer with SMTP is made (onFirstUse): without SMTP_URL mail goes to the outbox. */
const nodemailer = onFirstUse<typeof nodemailerModule>('nodemailer');

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
  /** Extra headers (List-Unsubscribe is added from `unsubscribe`). */
  headers?: Record<string, string>;
  /** A mail of a kind the member can turn off: it gets one-click unsubscribe headers and a link (RFC 8058). */
  unsubscribe?: UnsubscribeTarget;
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
  /** Where unsubscribe links point and the secret their tokens are signed with; unset: mails carry no unsubscribe. */
  unsubscribe?: { publicUrl: string; secret: string };
}

/** The unsubscribe link in a mail's text, and the one-click address mail clients POST to (docs/notifications.md). */
export function unsubscribeLinks(publicUrl: string, secret: string, target: UnsubscribeTarget) {
  const token = unsubscribeToken(secret, target);
  return { page: `${publicUrl}/unsubscribe?token=${token}`, oneClick: `${publicUrl}/api/v1/mail/unsubscribe?token=${token}` };
}

function withUnsubscribe(mail: Mail, options: MailerOptions['unsubscribe']): Mail {
  if (!mail.unsubscribe || !options) return mail;
  const links = unsubscribeLinks(options.publicUrl, options.secret, mail.unsubscribe);
  const { unsubscribe: _target, ...rest } = mail;
  return {
    ...rest,
    text: `${mail.text}\n\n--\nStop these mails: ${links.page}\n`,
    headers: { ...mail.headers, 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, outboxDir, from, log } = options;
  if (!smtpUrl) {
    return {
      async send(given) {
        const mail = withUnsubscribe(given, options.unsubscribe);
        const file = await writeToOutbox(outboxDir, { ...mail, from });
        log.info({ to: mail.to, subject: mail.subject, file, text: mail.text }, 'mail written to the outbox (SMTP_URL unset)');
      },
    };
  }
  const transport = nodemailer().createTransport(smtpUrl);
  return {
    async send(given) {
      const mail = withUnsubscribe(given, options.unsubscribe);
      await transport.sendMail({ from, ...mail });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}
