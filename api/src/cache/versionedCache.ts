/**
 * Answers keyed by (key, version), at most `capacity` of them (the oldest go first). A lookup for another version
 * misses, so an answer of an older version is never served; `dropBelow` frees older ones early.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: string; value: V }>();

  constructor(private readonly capacity = 500) {}

  get(key: string, version: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version ? entry.value : undefined;
  }

  set(key: string, version: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets every answer of a version other than `version` (versions only grow, so those are older or unknown). */
  keepOnly(version: string): void {
    for (const [key, entry] of this.entries) if (entry.version !== version) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
