import net from 'node:net';

/**
 * A TCP relay between the app and PostgreSQL that breaks the ways a database breaks for the
 * app: it goes away (open connections drop, new ones are refused) and comes back on the same
 * address; or everything freezes at the moment a transaction's commit is sent, so that a test
 * can kill the process there, with PostgreSQL having done the commit or not.
 */
export interface FaultyRelay {
  port: number;
  /** The database goes away: open connections drop, new ones are refused. */
  cut(): Promise<void>;
  /** The database is back, on the same address. */
  restore(): Promise<void>;
  /**
   * Freezes every connection once a transaction that sent `marker` (a piece of its SQL)
   * commits. 'before': PostgreSQL never sees the commit. 'after': PostgreSQL commits, and the
   * app never hears so. Resolves once frozen there.
   */
  freezeAtCommit(marker: string, when: 'before' | 'after'): Promise<void>;
  /** Drops every connection and lets traffic flow again (for the next process). */
  reset(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  /** Whether this connection sent the watched marker since its last commit. */
  marked: boolean;
  /** The end of what it sent last, lower-cased: a marker may be split between two chunks. */
  tail: string;
}

interface Watch {
  marker: string;
  when: 'before' | 'after';
  frozen: () => void;
  /** The connection whose commit went through ('after'), whose answer is awaited. */
  committing: Pair | null;
}

// pg sends `commit` as a simple query: 'Q', its length, the text and a zero byte.
const COMMIT_QUERY = Buffer.concat([Buffer.from([0x51, 0, 0, 0, 11]), Buffer.from('commit\0')]);
// PostgreSQL's CommandComplete for it carries the tag COMMIT.
const COMMIT_DONE = Buffer.from('COMMIT\0');

export async function startFaultyRelay(
  targetHost: string,
  targetPort: number,
): Promise<FaultyRelay> {
  const pairs = new Set<Pair>();
  let watch: Watch | null = null;
  let frozen = false;

  const fromApp = (pair: Pair, chunk: Buffer) => {
    if (frozen) return;
    if (watch) {
      const text = pair.tail + chunk.toString('latin1').toLowerCase();
      pair.marked ||= text.includes(watch.marker);
      pair.tail = text.slice(-watch.marker.length);
      if (chunk.includes(COMMIT_QUERY)) {
        const marked = pair.marked;
        pair.marked = false;
        if (marked) {
          frozen = true;
          if (watch.when === 'before') return watch.frozen();
          watch.committing = pair;
        }
      }
    }
    pair.upstream.write(chunk);
  };

  const fromDatabase = (pair: Pair, chunk: Buffer) => {
    if (!frozen) return void pair.client.write(chunk);
    if (watch?.committing === pair && chunk.includes(COMMIT_DONE)) watch.frozen();
  };

  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream.destroy();
    pairs.delete(pair);
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const pair: Pair = { client, upstream, marked: false, tail: '' };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => fromApp(pair, chunk));
    pair.upstream.on('data', (chunk: Buffer) => fromDatabase(pair, chunk));
    for (const socket of [client, pair.upstream]) {
      socket.on('error', () => drop(pair)).on('close', () => drop(pair));
    }
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const dropAll = () => {
    for (const pair of pairs) drop(pair);
  };

  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    async cut() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    restore: () => listen(port),
    freezeAtCommit(marker, when) {
      return new Promise<void>((frozenThere) => {
        watch = { marker: marker.toLowerCase(), when, frozen: frozenThere, committing: null };
      });
    },
    reset() {
      watch = null;
      frozen = false;
      dropAll();
    },
    async close() {
      const closed = server.listening ? stopListening() : Promise.resolve();
      dropAll();
      await closed;
    },
  };
}
