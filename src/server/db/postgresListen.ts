import pg from 'pg';
import type { Hearing, Listening } from './database';

/** A channel name as an SQL identifier: ours are plain, but a quote must never pass. */
function identifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/**
 * One connection of its own that only listens: a pooled one would be handed to a query and
 * miss notices meanwhile. Whatever ends it (the server, the network, a terminated backend) is
 * told once through `lost`, and its caller decides to listen again.
 */
export async function listenOnPostgres(
  url: string,
  channels: readonly string[],
  hearing: Hearing,
  connectMs: number,
): Promise<Listening> {
  const client = new pg.Client({
    connectionString: url,
    application_name: 'paddock-notices',
    keepAlive: true,
    connectionTimeoutMillis: connectMs,
  });
  let over = false;
  const lose = (error: unknown) => {
    if (over) return;
    over = true;
    client.end().catch(() => {});
    hearing.lost(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('the listening connection ended')));
  client.on('notification', (message) => {
    if (!over) hearing.notice(message.channel, message.payload ?? '');
  });
  try {
    await client.connect();
    for (const channel of channels) await client.query(`listen ${identifier(channel)}`);
  } catch (error) {
    over = true;
    await client.end().catch(() => {});
    throw error;
  }
  return {
    async stop() {
      over = true;
      await client.end().catch(() => {});
    },
    // The notices come on this connection, the replies on another: either may come first.
    noticesBeforeReplies: false,
  };
}
