import net from 'node:net';

/**
 * A TCP relay to a real server that the test can cut, to see what the app does when its
 * database goes away (new connections are refused and open ones are dropped), or stall, to
 * see what it does when the database stops answering (connections stay open, nothing passes).
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  stall(): void;
  /**
   * Stalls only the connections that listen for the change feed's notices (PostgreSQL's
   * `application_name` 'paddock-notices', named in the startup message), open and to come:
   * the instance's feed stays connected and hears nothing, while its queries flow.
   */
  stallNotices(): void;
  resume(): void;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  /** Whether its startup message named the change feed's connection. */
  notices: boolean;
  held: boolean;
}

const NOTICES_CONNECTION = Buffer.from('paddock-notices');

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;
  let noticesStalled = false;
  const stalls = (pair: Pair) => stalled || (noticesStalled && pair.notices);
  const flow = (pair: Pair) => {
    pair.held = false;
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  };
  const hold = (pair: Pair) => {
    if (pair.held) return;
    pair.held = true;
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    pair.client.pause();
    pair.upstream.pause();
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const pair: Pair = { client, upstream, notices: false, held: false };
    pairs.add(pair);
    // The startup message comes first: what it names decides a stall of notices alone.
    client.once('data', (chunk: Buffer) => {
      pair.notices = chunk.includes(NOTICES_CONNECTION);
      if (stalls(pair)) hold(pair);
    });
    if (stalled) hold(pair);
    else flow(pair);
    const drop = () => {
      pair.client.destroy();
      pair.upstream.destroy();
      pairs.delete(pair);
    };
    pair.client.on('error', drop).on('close', drop);
    pair.upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await closed;
    },
    stall() {
      stalled = true;
      for (const pair of pairs) hold(pair);
    },
    stallNotices() {
      noticesStalled = true;
      for (const pair of pairs) if (pair.notices) hold(pair);
    },
    resume() {
      stalled = false;
      noticesStalled = false;
      for (const pair of pairs) if (pair.held) flow(pair);
    },
  };
}
