import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { issueReportSchema } from '@chapter/shared/schemas';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { encodePicture, imageMimeOf, type PictureStore } from '../../files';
import type { Mailer } from '../../mail';
import { validateWith } from '../validate';

export const ISSUE_MESSAGES = {
  reported: 'Thank you! The chapter team will look into it.',
  notAnImage: 'The screenshot must be an image',
  screenshotTooLarge: 'Screenshot must be less than 5MB',
} as const;

/** Screenshots are kept at most this wide or high. */
const SCREENSHOT_PX = 1600;

export interface IssueReportContext {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Private storage: screenshots are mailed, never served. */
  screenshots: PictureStore;
  contactEmail: string;
  chapterName: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface Reporter {
  userId: string | null;
  ip: string;
}

/** Stores a report (screenshot optional, any image by content) and mails it to the chapter's contact address. */
export async function reportIssue(context: IssueReportContext, fields: unknown, screenshot: Buffer | undefined, reporter: Reporter): Promise<string> {
  const input = await validateWith(issueReportSchema, fields);
  let encoded = null;
  if (screenshot) {
    if (!(await imageMimeOf(screenshot))) throw new HttpError(400, ISSUE_MESSAGES.notAnImage);
    encoded = await encodePicture(screenshot, { size: SCREENSHOT_PX, fit: 'inside' });
  }
  const stored = encoded ? await context.screenshots.save(encoded) : null;
  const { id } = await context.db
    .insertInto('issue_reports')
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      description: input.description,
      screenshot: stored ? JSON.stringify(stored) : null,
      user_id: reporter.userId,
      reporter_ip: reporter.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The report is stored either way; a mail failure must not make the reporter try again.
  await sendReportMail(context, id, input, encoded?.webp, reporter).catch((error: unknown) =>
    context.log.error({ err: error, issueReportId: id }, 'issue report mail could not be sent'),
  );
  return id;
}

function sendReportMail(
  context: IssueReportContext,
  id: string,
  input: { name: string; email: string; subject: string; description: string },
  screenshot: Buffer | undefined,
  reporter: Reporter,
): Promise<void> {
  return context.mailer.send({
    to: context.contactEmail,
    replyTo: input.email,
    subject: `${context.chapterName} issue report: ${input.subject.replace(/[\r\n]+/g, ' ')}`,
    text: [
      `Reference: ${id}`,
      `From: ${input.name} <${input.email}>${reporter.userId ? ` (user ${reporter.userId})` : ' (not signed in)'}`,
      `Subject: ${input.subject}`,
      '',
      input.description,
      '',
      screenshot ? 'Screenshot attached.' : 'No screenshot.',
    ].join('\n'),
    attachments: screenshot ? [{ filename: `issue-${id}.webp`, content: screenshot, contentType: 'image/webp' }] : [],
  });
}
