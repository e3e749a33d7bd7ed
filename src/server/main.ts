import { startPaddock } from './paddock';
import { type Config, loadConfig } from './platform/config';
import { startupErrorLine } from './startupErrors';

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(startupErrorLine(error, null));
  }

  let paddock: Awaited<ReturnType<typeof startPaddock>>;
  try {
    paddock = await startPaddock(config);
    await paddock.app.listen({ port: config.port, host: config.host });
  } catch (error) {
    fail(startupErrorLine(error, config.databaseUrl, config.port));
  }

  const database = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  const mail = config.smtpUrl ? 'mail over SMTP' : 'e-mails kept at /dev/mailbox';
  paddock.app.log.info(`Paddock is serving ${config.publicUrl} (${database}; ${mail})`);

  let stopping = false;
  const shutdown = (signal: string) => {
    // A second signal cuts the drain short; during the stop itself it changes nothing.
    if (stopping) return paddock.drain.end();
    stopping = true;
    const drainMs = config.shutdownDrainMs;
    if (drainMs > 0) {
      paddock.app.log.info(
        `${signal}: stopping in ${drainMs / 1000} s: until then the health checks (/ping, /healthz) answer 503 and every other request is served, so that the proxy moves away first`,
      );
    }
    paddock.drain
      .run(drainMs)
      .then(() => {
        paddock.app.log.info(
          `${signal}: shutting down (requests in flight get up to ${config.shutdownTimeoutMs / 1000} s)`,
        );
        return paddock.close();
      })
      .then(
        () => {
          paddock.app.log.info('stopped: the jobs and the database are closed');
          process.exit(0);
        },
        (error) => {
          paddock.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
