import type { Knex } from 'knex';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

export interface ChannelHandlers {
  /** What to do with a notice, per channel. */
  channels: Record<string, (payload: string) => void>;
  /**
   * True once the channel is listened to, false when the connection carrying it is lost: messages sent meanwhile
   * are missed, so whoever relies on them must stop trusting what it kept.
   */
  onLive(live: boolean): void;
  onError?(err: Error): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on PostgreSQL channels: on a connection of its own for a server (a pooled connection would lose the
 * LISTEN when handed back), re-opened after a loss; in-process for the embedded database.
 */
export async function listenToChannels(
  db: Knex,
  databaseUrl: string | undefined,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  if (!databaseUrl) {
    const { pglite } = db.client.config.connection as { pglite: PGlite };
    const unlisten = await Promise.all(
      Object.entries(handlers.channels).map(([channel, onMessage]) => pglite.listen(channel, onMessage)),
    );
    handlers.onLive(true);
    // a PGlite already closed (its app's database destroyed first) has no listeners left to remove
    const close = async () => {
      if (!pglite.closed) await Promise.all(unlisten.map((stop) => stop()));
    };
    return { close };
  }
  return listenOnServer(databaseUrl, handlers);
}

async function listenOnServer(url: string, handlers: ChannelHandlers): Promise<ChannelListener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (err?: Error) => {
    if (err) handlers.onError?.(err);
    handlers.onLive(false);
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
    client = undefined;
    if (!closed) retry ??= setTimeout(() => void open(), RECONNECT_MS);
  };

  const open = async () => {
    retry = undefined;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => handlers.channels[message.channel]?.(message.payload ?? ''));
    try {
      await next.connect();
      for (const channel of Object.keys(handlers.channels)) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client === next && !closed) handlers.onLive(true);
    } catch (err) {
      if (client === next) lost(err as Error);
    }
  };

  await open();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
