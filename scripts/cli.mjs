// npm run cli -- <command>: the command line (src/server/cli). In a checkout it first rebuilds
// the server bundle, so that what runs is the sources as they are. With NODE_ENV=production it
// never builds (decision 141): it runs the dist/server/cli.js that `npm run build` made, as
// `node dist/server/cli.js` does. Rebuilding dist/server there would change the files that
// running instances still load (the embedded database's thread), and a production install may
// have no build tools at all.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist/server/cli.js');

if (process.env.NODE_ENV !== 'production') {
  const { build } = await import('esbuild');
  const { serverBuildOptions } = await import('./build-server.mjs');
  await build({ ...serverBuildOptions, absWorkingDir: root });
} else if (!existsSync(cli)) {
  process.stderr.write(
    'The command line is not built: run npm run build first (with NODE_ENV=production, npm run cli never builds).\n',
  );
  process.exit(1);
}
const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
