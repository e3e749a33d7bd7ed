import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { BackupFileError, GZIP_MAGIC, PG_DUMP_MAGIC } from './backupFormat';

export type BackupKind = 'paddock' | 'pg_dump';

/** What a file is, by its first bytes; refuses anything that is neither kind of backup. */
export async function backupKind(file: string): Promise<BackupKind> {
  let start: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      start = Buffer.alloc(8);
      const { bytesRead } = await handle.read(start, 0, 8, 0);
      start = start.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new BackupFileError(`Could not read ${file}: ${(error as Error).message}`);
  }
  if (start.subarray(0, PG_DUMP_MAGIC.length).toString('latin1') === PG_DUMP_MAGIC) {
    return 'pg_dump';
  }
  if (start[0] === GZIP_MAGIC[0] && start[1] === GZIP_MAGIC[1]) return 'paddock';
  throw new BackupFileError(
    `${file} is not a Paddock backup (neither "npm run cli -- backup" nor pg_dump made it).`,
  );
}

/**
 * The file's lines, unzipped as they are read. A damaged or cut-off file throws a
 * BackupFileError when reading reaches the damage.
 */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file);
  const source = input.pipe(createGunzip());
  input.on('error', (error) => source.destroy(error));
  const decoder = new StringDecoder('utf8');
  let pending = '';
  try {
    for await (const chunk of source) {
      pending += decoder.write(chunk as Buffer);
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        yield pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
    }
  } catch (error) {
    throw new BackupFileError(
      `${file} is damaged or incomplete (${(error as Error).message}); nothing was restored.`,
    );
  } finally {
    input.destroy();
    source.destroy();
  }
  pending += decoder.end();
  if (pending) yield pending;
}
