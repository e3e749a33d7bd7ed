import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A folder for the run's set-up DATA_DIRs (support/server.ts), so that the command lines that
 * set a park up run once per run, not once per worker's server; removed when the run ends.
 */
export default function globalSetup() {
  const kept = mkdtempSync(path.join(tmpdir(), 'paddock-e2e-setups-'));
  process.env.PADDOCK_E2E_SETUPS = kept;
  return () => rmSync(kept, { recursive: true, force: true });
}
