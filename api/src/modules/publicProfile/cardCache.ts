import { createHash } from 'node:crypto';

/**
 * Rendered share cards kept by their content's hash (docs/privacy.md): the SVG source, plus the stored picture's URL
 * (stored pictures are never rewritten, so their name stands for their bytes). A changed name, rank or points changes
 * the SVG, so the hash, the ETag and the card change with it. Least recently used cards leave first, past either bound.
 */
export class CardCache {
  private readonly cards = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxCards = 200,
    private readonly maxBytes = 20 * 1024 * 1024,
  ) {}

  get(key: string): Buffer | undefined {
    const card = this.cards.get(key);
    if (card) {
      // Map keeps insertion order: moving a hit to the end keeps the oldest-used card first in line to leave.
      this.cards.delete(key);
      this.cards.set(key, card);
    }
    return card;
  }

  set(key: string, card: Buffer): void {
    if (card.length > this.maxBytes) return;
    const held = this.cards.get(key);
    if (held) {
      this.bytes -= held.length;
      this.cards.delete(key);
    }
    this.cards.set(key, card);
    this.bytes += card.length;
    for (const [oldest, value] of this.cards) {
      if (this.cards.size <= this.maxCards && this.bytes <= this.maxBytes) break;
      this.cards.delete(oldest);
      this.bytes -= value.length;
    }
  }

  get size(): number {
    return this.cards.size;
  }

  /** The card for `key`, rendered only when not held. */
  async card(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const held = this.get(key);
    if (held) return held;
    const card = await render();
    this.set(key, card);
    return card;
  }
}

/** The card's ETag: a hash of everything drawn on it. */
export const cardKey = (svg: string, pictureUrl: string | null = null): string =>
  createHash('sha256')
    .update(svg)
    .update('\n')
    .update(pictureUrl ?? '')
    .digest('base64url')
    .slice(0, 32);

/** Whether an If-None-Match header names the ETag `"<key>"` (weak or strong, one of a list, or *). */
export function holdsCard(ifNoneMatch: string | undefined, key: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === `"${key}"`;
  });
}
