import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Webhook URLs are secrets (whoever holds one posts to the chat), so the database keeps them encrypted: AES-256-GCM
 * under a key derived from the server's JWT_SECRET with HKDF, a fresh 12-byte nonce per URL. A sealed URL reads
 * 'v1.<nonce>.<tag>.<ciphertext>' (base64url). A copy of the database alone (a backup) does not give the URLs away;
 * with another JWT_SECRET they cannot be opened at all (the webhooks must then be added again).
 */
export interface UrlCipher {
  seal(url: string): string;
  /** The URL, or throws UnreadableUrl when it was sealed under another key or changed. */
  open(sealed: string): string;
}

export class UnreadableUrl extends Error {
  constructor() {
    super('The stored URL cannot be read (JWT_SECRET changed since it was added): remove the webhook and add it again');
    this.name = 'UnreadableUrl';
  }
}

const VERSION = 'v1';
const INFO = 'chapter webhook urls v1';

export function urlCipher(jwtSecret: string): UrlCipher {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'chapter-webhooks', INFO, 32));
  return {
    seal(url) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) throw new UnreadableUrl();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new UnreadableUrl();
      }
    },
  };
}

/** What the admin is shown of a URL: its scheme and host, and its last four characters ('https://discord.com/…AbCd'). */
export function maskUrl(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}/…${url.slice(-4)}`;
}
