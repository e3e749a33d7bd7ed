// Shared by the scripts and the browser tests that start the built server on this machine.
import net from 'node:net';

/** A port nothing listens on now, on 127.0.0.1. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Keeps what a child process writes to stdout and stderr, interleaved; answers a reader. */
export function collectOutput(child) {
  let output = '';
  const keep = (chunk) => {
    output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

/**
 * Waits until `url` answers 2xx; fails at once if the process exits first, or after
 * `timeoutMs`. `describe()` adds what the process wrote to the error.
 */
export async function waitUntilAnswering(
  child,
  url,
  { timeoutMs = 30_000, describe = () => '' } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited (${child.exitCode}) ${describe()}`.trim());
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `the server did not answer within ${timeoutMs / 1000} s ${describe()}`.trim(),
      );
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
