import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { collectOutput, freePort, waitUntilAnswering } from '../../scripts/localServer.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// Seam's own fake (@seamapi/fake-seam-connect) in a process of its own, seeded, on a free
// port: what its dist/server.js does (createFake, seed, startServer), plus a way for the test
// to change its state. The fake's HTTP route for that, POST /_fake/database, replaces the
// whole state with the JSON it is sent and so loses the fake's own functions (every later
// request answers 500); the fake's loadJSON merges instead, so the process takes changes over
// IPC and applies them with loadJSON. The seeded state is kept, for `reset`.
const CHILD = `
import { createFake } from '@seamapi/fake-seam-connect';
const fake = await createFake();
await fake.seed();
const seeded = JSON.stringify(await fake.toJSON());
process.on('message', async ({ seq, kind, collection, idKey, id, change }) => {
  try {
    if (kind === 'reset') {
      await fake.loadJSON(JSON.parse(seeded));
    } else {
      const rows = (await fake.toJSON())[collection];
      if (!rows.some((row) => row[idKey] === id)) throw new Error(collection + ': no ' + id);
      const changed = rows.map((row) => {
        if (row[idKey] !== id) return row;
        if (!change.properties) return { ...row, ...change };
        return { ...row, ...change, properties: { ...row.properties, ...change.properties } };
      });
      await fake.loadJSON({ [collection]: changed });
    }
    process.send({ seq, ok: true });
  } catch (error) {
    process.send({ seq, ok: false, error: String(error) });
  }
});
await fake.startServer({ port: Number(process.env.PORT) });
`;

/** The seed's ids (GET /_fake/default_seed). */
const SEED = {
  apiKey: 'seam_apikey1_token',
  workspaceId: 'seed_workspace_1',
  august1: 'august_device_1',
  august2: 'august_device_2',
  schlage: 'schlage_device_id',
  thermostat: 'ecobee_device_1',
  noiseSensor: 'minut_device_1',
};

/** A change to one row of the fake's state; `properties` is merged into the row's own. */
export type FakeChange = Record<string, unknown> & { properties?: Record<string, unknown> };

export interface FakeSeam {
  /** What the adapter's `endpoint` is set to: http://127.0.0.1:<port>. */
  endpoint: string;
  port: number;
  /** The seeded workspace's API key. */
  apiKey: string;
  /**
   * The seeded devices: three locks (two August, one Schlage) that take online codes, and a
   * thermostat and a noise sensor that take none. None says its code lengths, offline codes
   * or a backup pool until a test changes it so.
   */
  devices: {
    august1: string;
    august2: string;
    schlage: string;
    thermostat: string;
    noiseSensor: string;
  };
  /** The fake's whole state (GET /_fake/database), to look at. */
  database(): Promise<Record<string, unknown>>;
  /** Changes one device, e.g. `{ properties: { online: false } }`. */
  changeDevice(deviceId: string, change: FakeChange): Promise<void>;
  /** Changes one access code, e.g. `{ status: 'set' }` or errors it has. */
  changeAccessCode(accessCodeId: string, change: FakeChange): Promise<void>;
  /**
   * The seeded workspace's requests to these paths answer a bare 503 (the fake's
   * /_fake/simulate_workspace_outage); an empty list ends the outage.
   */
  outage(paths: string[]): Promise<void>;
  /** Back to the seed: devices as seeded, no codes, no outage. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startFakeSeam(): Promise<FakeSeam> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilAnswering(child, `${endpoint}/health`, { describe: () => `: ${output()}` });

  let seq = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  child.on('message', (message: { seq: number; ok: boolean; error?: string }) => {
    const waiter = waiting.get(message.seq);
    waiting.delete(message.seq);
    if (message.ok) waiter?.resolve();
    else waiter?.reject(new Error(`the fake refused the change: ${message.error}`));
  });
  const tell = (message: Record<string, unknown>) =>
    new Promise<void>((resolve, reject) => {
      seq += 1;
      waiting.set(seq, { resolve, reject });
      child.send({ ...message, seq });
    });
  const change = (collection: string, idKey: string, id: string, changes: FakeChange) =>
    tell({ kind: 'change', collection, idKey, id, change: changes });

  return {
    endpoint,
    port,
    apiKey: SEED.apiKey,
    devices: {
      august1: SEED.august1,
      august2: SEED.august2,
      schlage: SEED.schlage,
      thermostat: SEED.thermostat,
      noiseSensor: SEED.noiseSensor,
    },
    async database() {
      return (await (await fetch(`${endpoint}/_fake/database`)).json()) as Record<string, unknown>;
    },
    changeDevice: (deviceId, changes) => change('devices', 'device_id', deviceId, changes),
    changeAccessCode: (accessCodeId, changes) =>
      change('access_codes', 'access_code_id', accessCodeId, changes),
    async outage(paths) {
      const answer = await fetch(`${endpoint}/_fake/simulate_workspace_outage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ workspace_id: SEED.workspaceId, routes: paths }),
      });
      if (!answer.ok) throw new Error(`the fake refused the outage: ${answer.status}`);
    },
    reset: () => tell({ kind: 'reset' }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** An endpoint nothing listens on: every request is refused at once. */
export async function unreachableEndpoint(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/**
 * An endpoint that takes connections and never answers, as a Seam that has stopped answering:
 * a request waits until its own timeout. `connections` counts the requests' connections, so a
 * test can see that a timed-out request was not tried again.
 */
export async function stalledEndpoint(): Promise<{
  endpoint: string;
  connections(): number;
  close(): Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => {}).on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface SeamRequest {
  method: string;
  path: string;
  /** The JSON body, or null for a request without one. */
  body: Record<string, unknown> | null;
}

/** A request the fake has answered, with its answer's JSON (null when it was not JSON). */
export interface SeamExchange extends SeamRequest {
  status: number;
  answer: Record<string, unknown> | null;
}

const jsonOf = (text: string): Record<string, unknown> | null => {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * An endpoint in front of the fake that passes every request on and keeps what was asked: for
 * what the fake accepts and then ignores (an offline code), the request is all there is to see.
 * With `delayMs`, each request waits that long before it reaches the fake, as Seam's own
 * answers take most of a second; `answered` lists the exchanges in the order the fake answered
 * them, which is the order their changes took effect (the fake answers one at a time).
 */
export async function recordingEndpoint(
  fake: FakeSeam,
  options: { delayMs?: number } = {},
): Promise<{
  endpoint: string;
  requests: SeamRequest[];
  answered: SeamExchange[];
  /**
   * Holds the next request to `path` before it reaches the fake: `reached` resolves once it
   * has come, and it goes on when `release` is called (a call to Seam under way, for as long
   * as the test needs).
   */
  holdNext(path: string): { reached: Promise<void>; release(): void };
  close(): Promise<void>;
}> {
  const requests: SeamRequest[] = [];
  const answered: SeamExchange[] = [];
  const holds = new Map<string, { arrived(): void; released: Promise<void> }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', fake.endpoint);
      const request = { method: req.method ?? '', path: url.pathname, body: jsonOf(text) };
      requests.push(request);
      const passOn = () => {
        const onward = http.request(
          url,
          { method: req.method, headers: req.headers, agent: false },
          (answer) => {
            const parts: Buffer[] = [];
            answer.on('data', (part: Buffer) => parts.push(part));
            answer.on('end', () => {
              const body = Buffer.concat(parts);
              const status = answer.statusCode ?? 502;
              answered.push({ ...request, status, answer: jsonOf(body.toString('utf8')) });
              res.writeHead(status, answer.headers);
              res.end(body);
            });
          },
        );
        onward.on('error', () => res.destroy());
        onward.end(text);
      };
      const hold = holds.get(url.pathname);
      holds.delete(url.pathname);
      hold?.arrived();
      const released = hold?.released ?? Promise.resolve();
      void released.then(() => {
        if (options.delayMs) setTimeout(passOn, options.delayMs);
        else passOn();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answered,
    holdNext(path) {
      let arrived = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(path, { arrived, released });
      return { reached, release };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
