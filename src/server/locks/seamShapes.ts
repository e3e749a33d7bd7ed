import type { AccessCode, Device } from '@seamapi/http';
import type { LockCode, LockCodeStatus, LockInfo } from './lockService';

/**
 * Whether Seam can put access codes on the device, by the capability flags Seam documents for
 * it (`capabilities_supported` is not enough: Seam's fake gives a thermostat `access_code`).
 */
export function takesCodes(device: Device): boolean {
  return (
    device.can_program_online_access_codes === true ||
    device.can_program_offline_access_codes === true
  );
}

export function lockInfoOf(device: Device): LockInfo {
  return {
    deviceId: device.device_id,
    name: device.display_name,
    codeLengths: [...(device.properties.supported_code_lengths ?? [])].sort((a, b) => a - b),
    supportsOffline: device.can_program_offline_access_codes === true,
    supportsBackupCodes: device.properties.supports_backup_access_code_pool === true,
    online: device.properties.online === true,
  };
}

const STATUSES: readonly string[] = ['unset', 'setting', 'set', 'removing', 'unknown'];

function statusOf(status: string): LockCodeStatus {
  return STATUSES.includes(status) ? (status as LockCodeStatus) : 'unknown';
}

function dateOf(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

export function lockCodeOf(accessCode: AccessCode): LockCode {
  return {
    accessCodeId: accessCode.access_code_id,
    deviceId: accessCode.device_id,
    name: accessCode.name,
    code: accessCode.code,
    status: statusOf(accessCode.status),
    offline: accessCode.is_offline_access_code,
    startsAt: dateOf(accessCode.starts_at),
    endsAt: dateOf(accessCode.ends_at),
    backupAvailable: accessCode.is_backup_access_code_available,
    errors: accessCode.errors.map((error) => error.error_code),
  };
}
