import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/serviceWorkerPlugin.mjs';

const port = process.env.PORT ?? 3000;
const apiServer = `http://127.0.0.1:${port}`;
// The API accepts changes only from its own origin: requests through this proxy carry it.
const apiOrigin = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const toApi = {
  target: apiServer,
  configure(proxy: {
    on(
      event: 'proxyReq',
      listener: (request: {
        getHeader(name: string): unknown;
        setHeader(name: string, value: string): void;
      }) => void,
    ): void;
  }) {
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin')) request.setHeader('origin', apiOrigin);
    });
  },
};

// The web app lives in src/web; the server serves its build from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // The service worker and the icons (docs/decisions/116).
  plugins: [react(), serviceWorker()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Images stay files with long-cached hashed names rather than data: URLs in the bundle.
    assetsInlineLimit: 0,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': toApi,
      '/ping': toApi,
      '/healthz': toApi,
      '/dev': toApi,
      '/manifest.webmanifest': toApi,
    },
  },
});
