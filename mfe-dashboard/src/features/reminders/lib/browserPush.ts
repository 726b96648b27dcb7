// This browser's side of Web Push: the service worker the shell serves at /sw.js shows the pushes; the push
// subscription is made with the server's public key and handed to the server.

/** What this browser can do about push: 'unsupported' (no service workers or no Push API), or its permission. */
export type PushAvailability = 'unsupported' | 'denied' | 'default' | 'granted';

const WORKER = '/sw.js';

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The subscription this browser holds for the site, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration(WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The server's key (base64url) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Asks the member (call it from their click: browsers allow the question only then), registers the service worker and
 * subscribes. Answers the subscription, or the permission when it was not granted.
 */
export async function subscribeThisBrowser(publicKey: () => Promise<string>): Promise<PushSubscription | 'denied' | 'default'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  await navigator.serviceWorker.register(WORKER, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await publicKey()) });
}
