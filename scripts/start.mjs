// npm start: build when there is no build or the sources are newer than it, then serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarkers = ['dist/web/index.html', 'dist/server/main.js'].map((f) => path.join(root, f));

function newestChange(entry) {
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(entry))
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

function needsBuild() {
  if (!builtMarkers.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...builtMarkers.map((file) => statSync(file).mtimeMs));
  const sources = [
    'src',
    'package-lock.json',
    'vite.config.ts',
    // It makes the service worker and the icons with the web build.
    'scripts/serviceWorkerPlugin.mjs',
  ].map((f) => path.join(root, f));
  return sources.some((source) => existsSync(source) && newestChange(source) > builtAt);
}

if (needsBuild()) {
  console.log('Building Paddock (first start, or the sources changed)…');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
