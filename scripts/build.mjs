// npm run build: the web app (Vite), its compressed copies, then the server bundle.
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
console.log(`Built dist/web and dist/server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
