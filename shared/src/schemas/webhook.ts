import { object, string, type InferType } from 'yup';
import { WEBHOOK_KINDS, WEBHOOK_LIMITS } from '@chapter/contract/constants';

/** The hosts a webhook may be reached at over plain http: this machine only (tests, a local sink). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

export const WEBHOOK_URL_MESSAGES = {
  required: 'URL is required',
  invalid: 'Enter the full address, starting with https://',
  insecure: 'Use an https:// address (http:// only for localhost)',
  long: `URL must be at most ${WEBHOOK_LIMITS.url} characters`,
} as const;

/** Why a webhook URL cannot be used, or null when it can: https, or http to localhost / 127.0.0.1. */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_URL_MESSAGES.invalid;
  }
  if (url.protocol === 'https:' && url.hostname) return null;
  if (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname)) return null;
  return url.protocol === 'http:' ? WEBHOOK_URL_MESSAGES.insecure : WEBHOOK_URL_MESSAGES.invalid;
}

/** An admin's new group-chat webhook (POST /admin/webhooks): the add form and the API check it with the same rules. */
export const webhookSchema = object({
  name: string().trim().required('Name is required').max(WEBHOOK_LIMITS.name, `Name must be at most ${WEBHOOK_LIMITS.name} characters`),
  kind: string().required('Choose Discord, Slack or JSON').oneOf(WEBHOOK_KINDS, 'Choose Discord, Slack or JSON'),
  url: string()
    .trim()
    .required(WEBHOOK_URL_MESSAGES.required)
    .max(WEBHOOK_LIMITS.url, WEBHOOK_URL_MESSAGES.long)
    .test('webhook-url', WEBHOOK_URL_MESSAGES.invalid, (value, context) => {
      const problem = value ? webhookUrlProblem(value) : null;
      return problem ? context.createError({ message: problem }) : true;
    }),
});

export type WebhookFormValues = InferType<typeof webhookSchema>;
