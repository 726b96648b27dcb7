/**
 * The cache keys of the member's mail switches and reminder settings, here because each feature refreshes the
 * other's: the reminders' e-mail box follows the 'reminders' mail switch, and saving it turns that switch on.
 */
export const MAIL_SWITCHES_KEY = ['mail-switches'] as const;
export const REMINDERS_KEY = ['reminders'] as const;
