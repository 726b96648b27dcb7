import type { Mail } from '../../mail';

/** The mail confirming an asked-for deletion: when it happens, and that signing in cancels it (docs/privacy.md). */
export function deletionAskedMail(to: string, chapterName: string, dueAt: string): Mail {
  const when = new Date(dueAt).toUTCString();
  return {
    to,
    subject: `${chapterName}: your account will be deleted on ${when}`,
    text: [
      `You asked for your ${chapterName} account to be deleted.`,
      '',
      `It will be deleted on ${when}, with your handles, points, achievements and notifications.`,
      'To keep your account, simply sign in before then: signing in cancels the deletion.',
      '',
      'If you did not ask for this, sign in now and change your password.',
    ].join('\n'),
  };
}
