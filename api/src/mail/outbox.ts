import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mail } from './mailer';

/** A file name that sorts by time and says whom the mail is for (the e2e suite looks mails up by recipient). */
const fileName = (to: string, now: Date) =>
  `${now.toISOString().replace(/[:.]/g, '-')}-${to.toLowerCase().replace(/[^a-z0-9@._-]/g, '_')}-${randomBytes(3).toString('hex')}.txt`;

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** Writes one mail as a plain-text file (headers, blank line, body) and returns its path. */
export async function writeToOutbox(dir: string, mail: Mail & { from: string }, now = new Date()): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const headers = [
    `From: ${oneLine(mail.from)}`,
    `To: ${oneLine(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${oneLine(mail.replyTo)}`] : []),
    `Date: ${now.toUTCString()}`,
    `Subject: ${oneLine(mail.subject)}`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${oneLine(value)}`),
  ];
  for (const attachment of mail.attachments ?? []) {
    headers.push(`Attachment: ${attachment.filename} (${attachment.contentType}, ${attachment.content.length} bytes)`);
  }
  const file = path.join(dir, fileName(mail.to, now));
  await fs.writeFile(file, `${headers.join('\n')}\n\n${mail.text}\n`, { flag: 'wx' });
  return file;
}

/** The mails in the outbox addressed to `to`, oldest first (tests and the e2e suite read OTPs this way). */
export async function readOutbox(dir: string, to?: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await fs.readdir(dir)).filter((file) => file.endsWith('.txt')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
  return to ? mails.filter((mail) => mail.includes(`\nTo: ${to}\n`)) : mails;
}
