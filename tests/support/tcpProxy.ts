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
  resume(): void;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;
  const flow = ({ client, upstream }: Pair) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: Pair) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const server = net.createServer((client) => {
    const pair = { client, upstream: net.connect(targetPort, targetHost) };
    pairs.add(pair);
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
    resume() {
      stalled = false;
      for (const pair of pairs) flow(pair);
    },
  };
}
