import type { Agent } from 'node:https';
import type { BrowserSubscription } from './pushSubscriptions';
import type { PushKeys } from './pushKeys';

/** What the service worker (shell/public/sw.js) shows: a notification whose click opens `link`; `tag` replaces an older one. */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
  tag: string;
}

export interface PushOptions {
  keys: PushKeys;
  /** Who runs this server, for the push services (VAPID `sub`): a mailto: or https: address. */
  subject: string;
  /** How long the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  urgency?: 'normal' | 'high';
  /** The agent push requests go through (tests point it at a local push service); unset: Node's. */
  agent?: Agent;
}

/** 'sent': the push service took the message; 'gone': it no longer knows that browser (404, 410), drop the subscription. */
export type PushOutcome = 'sent' | 'gone';

/** Encrypts the message for the browser (RFC 8291) and posts it to its push service, signed with VAPID. Other failures throw. */
export async function sendPush(subscription: BrowserSubscription, message: PushMessage, options: PushOptions): Promise<PushOutcome> {
  // web-push is CommonJS: its error class is read from the default export, as Node gives it to ES modules.
  const { default: webpush } = await import('web-push');
  const { WebPushError } = webpush;
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: options.subject, publicKey: options.keys.publicKey, privateKey: options.keys.privateKey },
        TTL: Math.max(60, Math.round(options.ttlSeconds)),
        urgency: options.urgency ?? 'normal',
        timeout: 15_000,
        ...(options.agent ? { agent: options.agent } : {}),
      },
    );
    return 'sent';
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
    if (error instanceof WebPushError) throw new Error(`push service answered ${error.statusCode}${error.body ? `: ${error.body.slice(0, 200)}` : ''}`);
    throw error;
  }
}

/** The VAPID subject: the chapter's contact address, else its https site. */
export const pushSubject = (contactEmail: string | undefined, publicUrl: string): string =>
  contactEmail && contactEmail.includes('@') ? `mailto:${contactEmail}` : publicUrl.startsWith('https:') ? publicUrl : 'mailto:admin@example.invalid';
