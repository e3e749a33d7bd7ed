// The service worker and the app's icons, made with the web build (docs/decisions/116).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const WORKER_SOURCE = path.join(root, 'src/web/serviceWorker/serviceWorker.ts');
const LOGO = path.join(root, 'src/web/assets/images/logo.svg');
const FAVICON = path.join(root, 'src/web/public/favicon.svg');
/** The header's green, behind the full-bleed icons' logo (a mask keeps the middle 80%). */
const ICON_GREEN = '#2f6b3a';

/**
 * The icons, from the header's logo: the web manifest names them (src/server/web/webManifest.ts),
 * index.html the Apple one. A full-bleed icon is the logo at 70% on the green.
 */
export const ICONS = [
  { fileName: 'icons/icon-192.png', size: 192, fullBleed: false },
  { fileName: 'icons/icon-512.png', size: 512, fullBleed: false },
  { fileName: 'icons/maskable-512.png', size: 512, fullBleed: true },
  { fileName: 'icons/apple-touch-icon.png', size: 180, fullBleed: true },
];

/** The logo (drawn on 48 × 48) as a PNG of `size` pixels a side. */
function logoPng(size) {
  return sharp(readFileSync(LOGO), { density: (72 * size) / 48 })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function icon(size, fullBleed) {
  if (!fullBleed) return logoPng(size);
  return sharp({ create: { width: size, height: size, channels: 4, background: ICON_GREEN } })
    .composite([{ input: await logoPng(Math.round(size * 0.7)), gravity: 'centre' }])
    .png()
    .toBuffer();
}

const ADMIN_WORKSPACE = '/src/web/adminWorkspace.tsx';

/**
 * The build's files a customer's pages use: the entry's chunk and every chunk it reaches,
 * statically or on demand, with their styles and pictures, except the admin workspace's (staff
 * work with a connection; what they open is kept as they open it).
 */
export function customerFiles(bundle) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set();
  const files = new Set();
  const visit = (chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    if (chunk.facadeModuleId?.endsWith(ADMIN_WORKSPACE)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return [...files].sort().map((file) => `/${file}`);
}

/** The worker, bundled into one classic script with the shell's files and version written in. */
async function workerScript(shellFiles, version) {
  const built = await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: {
      __SHELL_FILES__: JSON.stringify(shellFiles),
      __SHELL_VERSION__: JSON.stringify(version),
    },
  });
  return built.outputFiles[0]?.text ?? '';
}

/**
 * Writes /sw.js (src/web/serviceWorker/serviceWorker.ts, with the files it keeps and a version
 * made from them, the icons and its own code) and the icons into the build. Only `vite build`:
 * the dev server has no worker.
 */
export function serviceWorker() {
  return {
    name: 'paddock-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const version = createHash('sha256');
      for (const { fileName, size, fullBleed } of ICONS) {
        const source = await icon(size, fullBleed);
        version.update(source);
        this.emitFile({ type: 'asset', fileName, source });
      }
      const shellFiles = [
        ...customerFiles(bundle),
        '/favicon.svg',
        ...ICONS.map((item) => `/${item.fileName}`),
      ];
      version.update(JSON.stringify(shellFiles));
      version.update(readFileSync(FAVICON));
      // The worker's own code counts too: a change to it alone is a new worker.
      version.update(await workerScript(shellFiles, ''));
      const source = await workerScript(shellFiles, version.digest('hex').slice(0, 16));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
