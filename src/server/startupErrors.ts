import { DatabaseUnavailableError } from './db/database';
import { DataDirInUseError } from './db/dataDirLock';
import { MigrationsDifferError } from './db/migrate';
import { ConfigError } from './platform/config';

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** The one line to print when start-up fails; a person should know what to change. */
export function startupErrorLine(
  error: unknown,
  databaseUrl: string | null,
  port?: number,
): string {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) return error.message;
  if (error instanceof MigrationsDifferError) return error.message;
  if (error instanceof DatabaseUnavailableError) {
    return `Could not reach the database at DATABASE_URL ${redact(databaseUrl ?? '')}: ${
      (error.cause as Error | undefined)?.message ?? error.message
    }`;
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') {
    return `PORT ${port} is already in use by another program: stop it, or set PORT to a free port.`;
  }
  if (code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    return `Could not listen on HOST and PORT (${(error as Error).message}): check both.`;
  }
  return `Paddock could not start: ${error instanceof Error ? error.message : String(error)}`;
}
