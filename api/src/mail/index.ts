export { createMailer } from './mailer';
export type { Mail, MailAttachment, Mailer } from './mailer';
export { readOutbox, writeToOutbox } from './outbox';
export { mailPlugin } from './plugin';
