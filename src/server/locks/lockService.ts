/**
 * Gate codes on smart locks, as the rest of the app sees them. The booking job and the admin
 * routes take a `LockService` as a dependency (decision 060) and never see Seam: the one
 * implementation is `seamLockService.ts`, and the tests run it against Seam's own fake.
 */

/** A lock a field's gate can be given, as Seam reports it now. */
export interface LockInfo {
  /** Seam's device id: what a field stores to name its lock. */
  deviceId: string;
  /** The name the owner gave the lock in Seam, for the admin to choose by. */
  name: string;
  /**
   * The code lengths the lock accepts, shortest first. Empty when the lock does not say: Seam
   * then picks a length itself, and the code's own length is the only truth.
   */
  codeLengths: number[];
  /**
   * Whether the lock takes offline codes: codes worked out from a secret the lock shares with
   * its maker, which open the gate while the lock has no connection. A lock that cannot be
   * reached cannot be told to forget one either: it may go on working to its end.
   */
  supportsOffline: boolean;
  /**
   * Whether Seam keeps a pool of spare codes on the lock, so that a booking whose own code
   * failed to reach the lock can still be given one that works at once.
   */
  supportsBackupCodes: boolean;
  /** Whether Seam can reach the lock now; an online code made while it cannot waits. */
  online: boolean;
}

/**
 * Where a code stands, in Seam's words: `unset` before its window (nothing is on the lock
 * yet), `setting` on its way to the lock, `set` on the lock, `removing` on its way off, and
 * `unknown` whenever Seam cannot tell (or answers something newer than this adapter knows).
 */
export type LockCodeStatus = 'unset' | 'setting' | 'set' | 'removing' | 'unknown';

/** One booking's code on one lock. */
export interface LockCode {
  /** Seam's id: what the booking stores, to read the code again or delete it. */
  accessCodeId: string;
  deviceId: string;
  name: string | null;
  /** The digits, or null while Seam is still waiting for the lock to choose them. */
  code: string | null;
  status: LockCodeStatus;
  /** Whether the code is an offline one (see `LockInfo.supportsOffline`). */
  offline: boolean;
  /**
   * The window Seam holds, which can be wider than the one asked for: locks that take offline
   * codes round it to their own steps. Null for a code without a window (none made here).
   */
  startsAt: Date | null;
  endsAt: Date | null;
  /** Whether a spare code can be pulled for this one now (`pullBackupCode`). */
  backupAvailable: boolean;
  /**
   * Seam's error codes on this code or its lock, e.g. `failed_to_set_on_device` or
   * `device_offline`: what the job reads to decide on a backup code or telling the staff.
   */
  errors: string[];
}

/** A code asked for one booking. */
export interface CreateCodeRequest {
  deviceId: string;
  /**
   * Shown in the lock maker's app, and the key that makes a retried request safe: a code
   * already on this lock with the same name and window is answered instead of a second one
   * being made. So it must name the booking, e.g. "Paddock booking 1234".
   */
  name: string;
  startsAt: Date;
  endsAt: Date;
  /**
   * Ask for an offline code where the lock takes them: it works without the lock's connection,
   * but may go on working to its end after the booking is cancelled. Where the lock does not
   * take them an online code is made all the same.
   */
  preferOffline: boolean;
}

export interface LockService {
  /** Every device on the account that takes access codes. */
  listLocks(): Promise<LockInfo[]>;
  /**
   * Makes a time-bound code for the window, online with a backup pool where the lock keeps
   * one, or offline where asked and the lock takes them. It answers as soon as Seam has the
   * code: reaching the lock comes later (`readCode` tells).
   */
  createCode(request: CreateCodeRequest): Promise<LockCode>;
  /** The code as Seam holds it now, or null once it is gone (deleted, or never made). */
  readCode(accessCodeId: string): Promise<LockCode | null>;
  /**
   * Asks Seam to take the code off its lock. A code already gone counts as deleted, so a
   * retried delete succeeds; `readCode` shows `removing` until the lock has done it.
   */
  deleteCode(accessCodeId: string): Promise<void>;
  /**
   * A spare code from the lock's backup pool standing in for `accessCodeId` (the same spare
   * each time it is asked), for a code that failed to reach the lock. Seam refuses, as a
   * `LockServiceError` that is not retryable, where the lock keeps no pool.
   */
  pullBackupCode(accessCodeId: string): Promise<LockCode>;
}

/**
 * Every failure of a `LockService`, whatever the cause underneath. `retryable` says whether
 * the same request may succeed later (Seam or the network unwell: no answer in time, 408,
 * 429, 5xx), or will fail the same way until something is changed (a wrong key, an unknown
 * lock or code, a request Seam refuses). The message never carries the API key.
 */
export class LockServiceError extends Error {
  override readonly name = 'LockServiceError';

  constructor(
    message: string,
    readonly retryable: boolean,
    /**
     * Seam's error type (e.g. `device_not_found`); `http_503` and the like for an answer that
     * was not Seam's; `timeout` or `unreachable` when none came; `bad_answer` for an answer
     * unlike Seam's API; `unexpected` for anything else.
     */
    readonly code: string,
    /** The HTTP status Seam answered, or null when no answer came. */
    readonly status: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
