import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Two levels up from this module is the package root, both from src/server/ (tests, tools) and
// from dist/server/ (the bundle, which holds this module inline).
const here = path.dirname(fileURLToPath(import.meta.url));

export const packageRoot = path.resolve(here, '..', '..');
export const builtWebRoot = path.join(packageRoot, 'dist', 'web');
/** Where the build puts the server, and beside it the ready-made embedded database. */
export const builtServerDir = path.join(packageRoot, 'dist', 'server');
