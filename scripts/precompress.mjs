// Writes .br and .gz beside each compressible file of the web build, so the server sends the
// smallest copy without compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json', '.txt', '.webmanifest']);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export async function precompress(root) {
  for await (const file of files(root)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    if ((await stat(file)).size < 1024) continue;
    const content = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await precompress(process.argv[2] ?? 'dist/web');
}
