import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectOutput, freePort } from '../../../scripts/localServer.mjs';

/** Debian's package (`apt-get install caddy`); .ci/run installs it when missing. */
export const CADDY_PATH = '/usr/bin/caddy';

/** Says which instance answered; the test's own addition, not something to copy to a real site. */
export const UPSTREAM_HEADER = 'x-test-upstream';

export interface RunningCaddy {
  /** https://localhost:<port>: the site's public address. */
  url: string;
  port: number;
  /** Where it answers plain http (and sends visitors on to `url`). */
  httpPort: number;
  /** Caddy's local authority's root certificate (PEM), for clients that check the chain. */
  rootCertificate(): string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The Caddyfile of the README's rehearsal (`/metrics` kept from outside, two instances round
 * robin, checked every second, plain http sent on to the https port), with what a test needs on
 * top: its trust kept out of the system's store, no admin endpoint, ports anyone may open, all
 * its state in `home`, and a header naming the instance that answered.
 */
export function caddyfile(
  home: string,
  ports: { http: number; https: number },
  upstreams: string[],
) {
  return `{
	admin off
	skip_install_trust
	storage file_system ${path.join(home, 'storage')}
	http_port ${ports.http}
	https_port ${ports.https}
	# No HTTP/3: it would take a UDP port nobody checked was free, and Chromium runs without QUIC.
	servers {
		protocols h1 h2
	}
}

https://localhost:${ports.https} {
	tls internal
	respond /metrics* 404
	reverse_proxy ${upstreams.join(' ')} {
		lb_policy round_robin
		lb_try_duration 5s
		health_uri /ping
		health_interval 1s
		header_down ${UPSTREAM_HEADER} {http.reverse_proxy.upstream.hostport}
	}
}

http://localhost:${ports.http} {
	redir https://localhost:${ports.https}{uri} 308
}
`;
}

/** GET over TLS without checking the certificate (only to learn that Caddy is up). */
function answers(url: string): Promise<number> {
  return new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });
}

/**
 * Starts Caddy in front of `upstreams` (host:port of each app instance), round robin, on
 * https://localhost:`port`; waits until it answers /ping through an instance.
 */
export async function startCaddy(upstreams: string[], port: number): Promise<RunningCaddy> {
  if (!existsSync(CADDY_PATH)) {
    throw new Error(`Caddy is not installed: sudo apt-get install -y caddy (.ci/run does it)`);
  }
  const home = mkdtempSync(path.join(tmpdir(), 'paddock-caddy-'));
  const config = path.join(home, 'Caddyfile');
  const httpPort = await freePort();
  writeFileSync(config, caddyfile(home, { http: httpPort, https: port }, upstreams));
  const child: ChildProcess = spawn(CADDY_PATH, ['run', '--config', config], {
    cwd: home,
    // Caddy keeps its autosaved config and any default storage under these; none in $HOME.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(home, { recursive: true, force: true });
  };

  const url = `https://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  while ((await answers(`${url}/ping`)) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Caddy did not come up: ${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const root = path.join(home, 'storage/pki/authorities/local/root.crt');
  return {
    url,
    port,
    httpPort,
    rootCertificate: () => {
      if (!existsSync(root)) throw new Error(`Caddy wrote no root certificate at ${root}`);
      return readFileSync(root, 'utf8');
    },
    output,
    stop,
  };
}
