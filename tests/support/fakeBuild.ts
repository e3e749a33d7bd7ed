import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startTestApp, type TestApp, type TestAppOptions } from './testApp';

/**
 * A stand-in for dist/web with the shape Vite gives it: index.html, hashed assets and the
 * service worker.
 */
export function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'paddock-web-'));
  mkdirSync(path.join(root, 'assets'));
  const filler = 'x'.repeat(4000);
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html><head><title>t</title></head><body><div id="root"></div><!-- ${filler} --></body></html>`,
  );
  const script = `console.log(${JSON.stringify(filler)});`;
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
  // The service worker sits at the root under a name of its own (decision 116).
  writeFileSync(path.join(root, 'sw.js'), "self.addEventListener('fetch', () => {});\n");
  return root;
}

/** The app serving a fake build; closing it removes the build too. */
export async function startTestAppWithBuild(options: TestAppOptions = {}): Promise<TestApp> {
  const webRoot = fakeBuild();
  const t = await startTestApp({ ...options, webRoot });
  return {
    ...t,
    async close() {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}
