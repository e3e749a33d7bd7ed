// Settings → Fields and the park's smart locks (decision 117): the locks a field can be given,
// and a field's choice of lock checked against them before it is saved.
import type { LockList } from '../../contract/locks';
import type { FieldSettings } from '../../contract/parkFields';
import type { AppContext } from '../context/appContext';
import { AppError } from '../http/errors';
import { type LockInfo, type LockService, LockServiceError } from '../locks/lockService';
import { fieldLockOf } from './fieldSettingsSql';

export const LOCK_WORDS = {
  notConnected: 'Connect a Seam workspace first: set SEAM_API_KEY on the server.',
  notInWorkspace: 'That lock is not in the Seam workspace.',
};

/** How Seam failed, in the owner's words: as the list says it, and as a refused save does. */
const FAILED = {
  unreachable: {
    listing: 'Seam could not be reached just now; try again in a minute.',
    saving:
      'Seam could not be reached to check the lock just now, so the field was not changed; try again in a minute.',
  },
  keyRefused: {
    listing:
      'Seam did not accept the SEAM_API_KEY set on the server: check the key in the Seam console.',
    saving:
      'Seam did not accept the SEAM_API_KEY set on the server, so the lock could not be checked and the field was not changed.',
  },
  refused: {
    listing: 'Seam refused to list the locks; try again, or look at the workspace in Seam.',
    saving:
      'Seam refused to list the locks, so the lock could not be checked and the field was not changed.',
  },
};

/** Which failure it was; never the key, never Seam's own message. */
function failureOf(error: LockServiceError): (typeof FAILED)[keyof typeof FAILED] {
  if (error.retryable) return FAILED.unreachable;
  if (error.status === 401 || error.status === 403) return FAILED.keyRefused;
  return FAILED.refused;
}

/** GET /api/admin/locks: the workspace's locks now, or why there are none to show. */
export async function lockList(deps: Pick<AppContext, 'locks' | 'log'>): Promise<LockList> {
  if (!deps.locks) return { connected: false, locks: [], problem: null };
  try {
    const locks = await deps.locks.listLocks();
    return {
      connected: true,
      locks: locks.map(
        ({ deviceId, name, codeLengths, supportsOffline, supportsBackupCodes, online }) => ({
          deviceId,
          name,
          codeLengths,
          supportsOffline,
          supportsBackupCodes,
          online,
        }),
      ),
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof LockServiceError)) throw error;
    deps.log.warn({ err: error }, 'listing the locks in Seam failed');
    return { connected: true, locks: [], problem: failureOf(error).listing };
  }
}

/** A refusal of the field's lock, said beside the lock's choice. */
const refusedLock = (message: string) =>
  new AppError('request/invalid', message, { 'access.lockDeviceId': message });

async function locksNow(deps: Pick<AppContext, 'log'>, locks: LockService): Promise<LockInfo[]> {
  try {
    return await locks.listLocks();
  } catch (error) {
    if (!(error instanceof LockServiceError)) throw error;
    deps.log.warn({ err: error }, 'listing the locks in Seam to check a field failed');
    // Nothing is saved unchecked: the field stays as it was, and the owner tries again.
    const message = failureOf(error).saving;
    throw new AppError('service/unavailable', message, { 'access.lockDeviceId': message });
  }
}

/**
 * Before a field is added or changed to be opened by a lock: the server must be connected to
 * Seam and the lock must be one of the workspace's. A field already on that very lock is not
 * checked again (the owner is changing its hours or prices, not its lock), so it saves while
 * Seam is down. `fieldId` is null for a new field.
 */
export async function checkLockChoice(
  deps: Pick<AppContext, 'db' | 'locks' | 'log'>,
  fieldId: number | null,
  field: FieldSettings,
): Promise<void> {
  const { access } = field;
  if (access?.kind !== 'lock' || !access.lockDeviceId) return;
  if (fieldId !== null) {
    const now = await fieldLockOf(deps.db, fieldId);
    if (now === null) throw new AppError('admin/no-such-field');
    if (now.kind === 'lock' && now.lockDeviceId === access.lockDeviceId) return;
  }
  if (!deps.locks) throw refusedLock(LOCK_WORDS.notConnected);
  const locks = await locksNow(deps, deps.locks);
  if (!locks.some((lock) => lock.deviceId === access.lockDeviceId)) {
    throw refusedLock(LOCK_WORDS.notInWorkspace);
  }
}
