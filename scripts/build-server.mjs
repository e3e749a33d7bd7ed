// Bundles the server and the command line into dist/server; npm packages stay external.
import { build } from 'esbuild';

export const serverBuildOptions = {
  entryPoints: {
    main: 'src/server/main.ts',
    cli: 'src/server/cli/main.ts',
    'initial-db': 'src/server/db/initialDatabaseMain.ts',
    // The embedded database's thread, found beside the bundle by that name (pgliteThread.ts).
    pgliteWorker: 'src/server/db/pgliteWorker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  loader: { '.sql': 'text' },
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await build(serverBuildOptions);
}
