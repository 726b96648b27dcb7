export { createMailer, unsubscribeLinks } from './mailer';
export * from './kinds';
export type { Mail, MailAttachment, Mailer } from './mailer';
export { readOutbox, writeToOutbox } from './outbox';
export { mailPlugin } from './plugin';
