import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root: the nearest folder above this module with a package.json, from
 * src/server/platform/ (tests, tools) and from dist/server/ (the bundle, which holds this
 * module inline) alike.
 */
function packageRootAbove(start: string): string {
  let folder = start;
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${start}`);
    folder = parent;
  }
  return folder;
}

export const packageRoot = packageRootAbove(path.dirname(fileURLToPath(import.meta.url)));
export const builtWebRoot = path.join(packageRoot, 'dist', 'web');
/** Where the build puts the server, and beside it the ready-made embedded database. */
export const builtServerDir = path.join(packageRoot, 'dist', 'server');
