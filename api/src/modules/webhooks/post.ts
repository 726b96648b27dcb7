import type { WebhookKind } from '@chapter/contract';

/** What is posted, before it is shaped for the endpoint's kind. `key` names the item, so a receiver can drop a repeat. */
export interface WebhookMessage {
  type: 'announcement' | 'contest' | 'day-of' | 'test';
  title: string;
  text: string;
  link: string | null;
  chapter: string;
  key: string;
}

/** How a post went: `status` is the endpoint's HTTP status (null: no answer), `error` why it failed, in words. */
export interface PostOutcome {
  delivered: boolean;
  status: number | null;
  error: string | null;
}

/** Discord refuses content over 2000 characters; Slack shows about 3000 before folding. */
const LIMITS: Record<WebhookKind, number> = { discord: 2000, slack: 3000, json: 4000 };
const POST_TIMEOUT_MS = 10_000;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
/** Slack reads &, < and > as markup. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The request body for an endpoint of this kind: Discord {content}, Slack {text}, any other {type, title, text, link, …}. */
export function webhookBody(kind: WebhookKind, message: WebhookMessage): object {
  const lines = (title: string, text: string, link: string | null) => [title, text, link ?? ''].filter(Boolean).join('\n');
  if (kind === 'discord') {
    const head = `**${message.title}**`;
    const content = lines(head, clip(message.text, LIMITS.discord - head.length - (message.link?.length ?? 0) - 4), message.link);
    // Nobody is pinged, whatever an announcement's text says (@everyone, a role).
    return { content: clip(content, LIMITS.discord), allowed_mentions: { parse: [] } };
  }
  if (kind === 'slack') {
    const head = `*${slackEscape(message.title)}*`;
    return { text: clip(lines(head, slackEscape(message.text), message.link && slackEscape(message.link)), LIMITS.slack) };
  }
  return { ...message, text: clip(message.text, LIMITS.json) };
}

/** A failed request in words an admin can act on; never the URL (it is a secret, and fetch's messages may carry it). */
function reachError(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `No answer within ${POST_TIMEOUT_MS / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? `Could not reach the endpoint (${cause.code})` : 'Could not reach the endpoint';
}

/** The first line or so of an endpoint's error answer (Discord and Slack say what was wrong there). */
async function answerSnippet(response: Response): Promise<string> {
  try {
    const text = (await response.text()).replace(/\s+/g, ' ').trim();
    return text ? `: ${clip(text, 200)}` : '';
  } catch {
    return '';
  }
}

/** Posts the message to one endpoint; any 2xx is delivered. Never throws. */
export async function postWebhook(kind: WebhookKind, url: string, message: WebhookMessage): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'chapter-webhooks/1' },
      body: JSON.stringify(webhookBody(kind, message)),
      redirect: 'manual',
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
  } catch (error) {
    return { delivered: false, status: null, error: reachError(error) };
  }
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel().catch(() => {});
    return { delivered: true, status: response.status, error: null };
  }
  const reason = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${await answerSnippet(response)}`;
  return { delivered: false, status: response.status, error: reason };
}
