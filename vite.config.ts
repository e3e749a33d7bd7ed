import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// The web app lives in src/web; the server serves its build from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
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
      '/api': apiServer,
      '/ping': apiServer,
      '/healthz': apiServer,
      '/dev': apiServer,
    },
  },
});
