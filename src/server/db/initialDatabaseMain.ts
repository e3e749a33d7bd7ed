// Run by `npm run build` as dist/server/initial-db.js: makes the ready-made embedded database
// (see initialDatabase.ts) in a cache that outlives `dist`, and puts a copy beside the server.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { makeInitialDatabase } from './initialDatabase';

const [cacheDir, outDir] = process.argv.slice(2);
if (!cacheDir || !outDir) throw new Error('usage: initial-db.js CACHE_DIR OUT_DIR');
mkdirSync(cacheDir, { recursive: true });
const made = await makeInitialDatabase(cacheDir);
copyFileSync(made, path.join(outDir, path.basename(made)));
