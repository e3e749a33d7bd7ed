// npm run build: the web app (Vite), its compressed copies, then the server bundle.
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';
import { serverBuildOptions } from './build-server.mjs';
import { precompress } from './precompress.mjs';

const started = Date.now();
await rm('dist', { recursive: true, force: true });
await buildWeb({ logLevel: 'warn' });
await precompress('dist/web');
await buildServer(serverBuildOptions);
// The ready-made embedded database for a first start: made once per set of migrations, kept in
// node_modules/.cache so that rebuilding does not make it again.
execFileSync(
  process.execPath,
  ['dist/server/initial-db.js', 'node_modules/.cache/paddock', 'dist/server'],
  { stdio: 'inherit' },
);
console.log(`Built dist/web and dist/server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
