// npm run dev: the server rebuilt and restarted on every change, and Vite with hot reload in
// front of it (open http://localhost:5173; /api and friends are proxied to the server).
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import { createServer } from 'vite';
import { serverBuildOptions } from './build-server.mjs';

let server = null;

function restart() {
  if (server) server.kill('SIGTERM');
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    stdio: 'inherit',
    env: { ...process.env },
  });
}

const builder = await context({
  ...serverBuildOptions,
  plugins: [
    {
      name: 'restart-server',
      setup(build) {
        build.onEnd((result) => {
          if (result.errors.length === 0) restart();
        });
      },
    },
  ],
});
await builder.watch();

const vite = await createServer();
await vite.listen();
vite.printUrls();

const stop = async () => {
  server?.kill('SIGTERM');
  await builder.dispose();
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
