import type { MyPass } from '../../contract/passes';
import { hasRunOut, type PassState, sessionsLeft } from '../../domain/passes';
import type { PassRecord } from './passesSql';

/** What the domain needs of a pass to say what it can do. */
export function passState(pass: PassRecord): PassState & { fieldIds: readonly number[] } {
  return {
    status: pass.status,
    sessions: pass.sessions,
    minutes: pass.minutes,
    dogs: pass.dogs,
    validUntil: pass.validUntil,
    used: pass.used,
    withdrawn: pass.sessionsWithdrawn,
    fieldIds: pass.fieldIds,
  };
}

/** A pass as its customer sees it, on `today` (park time). */
export function myPassView(pass: PassRecord, today: string): MyPass {
  const state = passState(pass);
  const left = sessionsLeft(state);
  const status: MyPass['status'] =
    pass.status !== 'active'
      ? 'pending'
      : hasRunOut(state, today)
        ? 'run-out'
        : left === 0
          ? 'used-up'
          : 'active';
  return {
    id: pass.id,
    name: pass.name,
    sessions: pass.sessions,
    minutes: pass.minutes,
    dogs: pass.dogs,
    fieldIds: pass.fieldIds,
    pricePence: pass.pricePence,
    status,
    sessionsLeft: status === 'run-out' ? 0 : left,
    validUntil: pass.validUntil,
    checkoutUrl: pass.status === 'pending' ? pass.checkoutUrl : null,
  };
}
