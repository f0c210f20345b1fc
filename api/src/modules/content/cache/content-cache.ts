import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { bumpContentVersion, readContentVersion } from './repository';

interface Entry {
  body: string;
  etag: string;
}

/** Answers kept at most; a query string with junk in it must not grow the map without end. */
const MAX_ENTRIES = 500;

/**
 * Public content (services, pages, sliders, languages) changes only when an admin edits it, so its answers are
 * kept in memory. `content_version` (one row, migration 0201) is bumped by every admin write; each instance
 * re-reads it at most once per `checkEveryMs`, so another instance's edit shows within that time, and this
 * instance's own at once.
 */
export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  private version = -1;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;
  /** Bumped by local invalidation: an answer read before it must not be stored after it. */
  private generation = 0;

  constructor(
    private readonly db: Knex,
    private readonly checkEveryMs = 1000,
  ) {}

  /** The stored answer for this key, after making sure the version is recent enough. */
  async lookup(key: string): Promise<{ entry: Entry | undefined; generation: number }> {
    if (Date.now() - this.checkedAt >= this.checkEveryMs) {
      this.checking ??= this.readVersion().finally(() => (this.checking = undefined));
      await this.checking;
    }
    return { entry: this.entries.get(key), generation: this.generation };
  }

  store(key: string, generation: number, body: string): Entry {
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (generation !== this.generation) return entry;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }

  /** After an admin write: forget everything here, and tell the other instances through the database. */
  async invalidate(): Promise<void> {
    this.generation += 1;
    this.entries.clear();
    this.version = (await bumpContentVersion(this.db)) ?? this.version + 1;
    this.checkedAt = Date.now();
  }

  private async readVersion(): Promise<void> {
    const version = (await readContentVersion(this.db)) ?? 0;
    if (version !== this.version) {
      this.generation += 1;
      this.entries.clear();
      this.version = version;
    }
    this.checkedAt = Date.now();
  }
}
