import type { AccessCode, SeamHttp } from '@seamapi/http';
import type { CreateCodeRequest, LockService } from './lockService';
import { LockServiceError } from './lockService';
import { lockServiceError } from './seamErrors';
import { lockCodeOf, lockInfoOf, takesCodes } from './seamShapes';

export interface SeamLockServiceOptions {
  /** From SEAM_API_KEY. Held by the client alone: never stored, logged or shown. */
  apiKey: string;
  /** From SEAM_ENDPOINT; Seam itself when not given (never read from the environment here). */
  endpoint?: string;
  /**
   * How long one request to Seam may take before it fails as retryable, so that a slow Seam
   * holds the job up no longer than this per request (making a code takes three requests).
   */
  timeoutMs?: number;
}

export const SEAM_ENDPOINT = 'https://connect.getseam.com';
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The Seam client, loaded on first use as the Stripe SDK is: an app without locks never pays
 * for it. The client's own retries are off: the job owns retrying (it knows when a retry is
 * worth it, and its timeout must be the whole wait).
 */
export async function createSeamLockService(options: SeamLockServiceOptions): Promise<LockService> {
  const { SeamHttp } = await import('@seamapi/http');
  const seam = SeamHttp.fromApiKey(options.apiKey, {
    endpoint: options.endpoint ?? SEAM_ENDPOINT,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    axiosRetryOptions: { retries: 0 },
  });
  return seamLockService(seam);
}

/** Runs one request to Seam, turning any failure into a `LockServiceError`. */
async function call<T>(request: string, run: () => PromiseLike<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw lockServiceError(error, request);
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof LockServiceError && error.status === 404;
}

/**
 * Whether `held` is the code a lost answer to `request` made: same lock and name, not on its
 * way off, and a window covering the one asked for (an offline code's is rounded outwards).
 */
function madeFor(held: AccessCode, request: CreateCodeRequest): boolean {
  const startsAt = held.starts_at ? Date.parse(held.starts_at) : Number.NaN;
  const endsAt = held.ends_at ? Date.parse(held.ends_at) : Number.NaN;
  return (
    held.device_id === request.deviceId &&
    held.name === request.name &&
    held.status !== 'removing' &&
    startsAt <= request.startsAt.getTime() &&
    endsAt >= request.endsAt.getTime()
  );
}

export function seamLockService(seam: SeamHttp): LockService {
  return {
    async listLocks() {
      const devices = await call('GET /devices/list', () => seam.devices.list());
      return devices.filter(takesCodes).map(lockInfoOf);
    },

    async createCode(request) {
      const device = await call('GET /devices/get', () =>
        seam.devices.get({ device_id: request.deviceId }),
      );
      // A retried request finds the code its lost answer made, rather than making a second.
      const held = await call('GET /access_codes/list', () =>
        seam.accessCodes.list({ device_id: request.deviceId }),
      );
      const made = held.find((code) => madeFor(code, request));
      if (made) return lockCodeOf(made);
      const offline = request.preferOffline && device.can_program_offline_access_codes === true;
      const created = await call('POST /access_codes/create', () =>
        seam.accessCodes.create({
          device_id: request.deviceId,
          name: request.name,
          starts_at: request.startsAt.toISOString(),
          ends_at: request.endsAt.toISOString(),
          // The backup pool stands behind online codes: an offline one needs no connection.
          ...(offline
            ? { is_offline_access_code: true }
            : {
                use_backup_access_code_pool:
                  device.properties.supports_backup_access_code_pool === true,
              }),
        }),
      );
      return lockCodeOf(created);
    },

    async readCode(accessCodeId) {
      try {
        const code = await call('GET /access_codes/get', () =>
          seam.accessCodes.get({ access_code_id: accessCodeId }),
        );
        return lockCodeOf(code);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async deleteCode(accessCodeId) {
      // Sent as Seam documents it (POST, JSON body) through the client's own connection: the
      // client's accessCodes.delete sends a DELETE with a query, which Seam's fake ignores.
      try {
        await call('POST /access_codes/delete', () =>
          seam.client.post('/access_codes/delete', { access_code_id: accessCodeId }),
        );
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async pullBackupCode(accessCodeId) {
      // Seam documents the answer as { access_code }; its fake (and older answers) say
      // { backup_access_code }. The raw answer is read, to take either.
      const answer: Record<string, AccessCode | undefined> = await call(
        'POST /access_codes/pull_backup_access_code',
        () =>
          seam.accessCodes.pullBackupAccessCode({ access_code_id: accessCodeId }).fetchResponse(),
      );
      const backup = answer.access_code ?? answer.backup_access_code;
      if (!backup) {
        throw new LockServiceError(
          'Seam answered POST /access_codes/pull_backup_access_code without a code',
          false,
          'bad_answer',
          null,
        );
      }
      return lockCodeOf(backup);
    },
  } satisfies LockService;
}
