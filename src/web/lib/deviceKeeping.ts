import { useSyncExternalStore } from 'react';
import { isSignOutOwed } from './owedSignOut';

/**
 * What the app keeps on this device for the account signed in on it (docs/decisions/116): the
 * last My bookings answer, so that the gate code opens with no signal. Everything kept sits in
 * localStorage under one prefix, filed with the account it belongs to; it is read back only for
 * that account. The device keeps one account's things at a time: keeping something for another
 * account first forgets the other's, and signing out (or the server saying that nobody, or
 * somebody else, is signed in) forgets everything.
 */

/** Every key the app keeps starts so: forgetting everything removes each of them. */
export const KEPT_PREFIX = 'paddock:kept:';

/** The account whose things are kept: who was signed in here last. */
const ACCOUNT_KEY = `${KEPT_PREFIX}account`;

export interface KeptAccount {
  id: string;
  email: string;
}

interface Filed<T> {
  account: string;
  value: T;
}

const listeners = new Set<() => void>();
/** Moves on every change of what is kept, so that readers re-render. */
let version = 0;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (a private window, a policy): nothing is kept, nothing is read.
    return null;
  }
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function readJson<T>(key: string): T | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The account whose things this device keeps, if any. */
export function keptAccount(): KeptAccount | null {
  const account = readJson<KeptAccount>(ACCOUNT_KEY);
  return typeof account?.id === 'string' && typeof account.email === 'string' ? account : null;
}

/** Forgets everything kept on this device, for every account. */
export function forgetKept(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(KEPT_PREFIX)) keys.push(key);
  }
  if (keys.length === 0) return;
  for (const key of keys) store.removeItem(key);
  changed();
}

/**
 * Who the server says is signed in (null: nobody): anything kept for another account is
 * forgotten, and the kept account's address follows a change of it.
 */
export function settleKept(user: KeptAccount | null): void {
  const account = keptAccount();
  if (!account) {
    // Something kept without an account (a half-written entry) is nobody's: it goes too.
    forgetKept();
    return;
  }
  if (!user || user.id !== account.id) {
    forgetKept();
    return;
  }
  if (user.email !== account.email) {
    storage()?.setItem(ACCOUNT_KEY, JSON.stringify({ id: user.id, email: user.email }));
    changed();
  }
}

/**
 * Keeps `value` as `name` for the account, forgetting first anything of another account. Nothing
 * is kept once this browser has signed out, until the server has heard (an answer asked for
 * before then, or read in another tab, must not bring the account's things back).
 */
export function keepForAccount<T>(user: KeptAccount, name: string, value: T): void {
  const store = storage();
  if (!store || isSignOutOwed()) return;
  settleKept(user);
  const filed: Filed<T> = { account: user.id, value };
  try {
    store.setItem(ACCOUNT_KEY, JSON.stringify({ id: user.id, email: user.email }));
    store.setItem(`${KEPT_PREFIX}${name}`, JSON.stringify(filed));
  } catch {
    // The device is full or refuses: nothing half kept stays behind.
    forgetKept();
    return;
  }
  changed();
}

/** What was kept as `name` for this account; null when nothing was, or it is another's. */
export function keptForAccount(accountId: string, name: string): unknown {
  const filed = readJson<Filed<unknown>>(`${KEPT_PREFIX}${name}`);
  if (!filed || filed.account !== accountId || keptAccount()?.id !== accountId) return null;
  return filed.value;
}

/** Forgets one thing kept (it has run out), leaving the rest. */
export function forgetKeptItem(name: string): void {
  const store = storage();
  if (!store?.getItem(`${KEPT_PREFIX}${name}`)) return;
  store.removeItem(`${KEPT_PREFIX}${name}`);
  changed();
}

let watchingOtherTabs = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!watchingOtherTabs && globalThis.addEventListener) {
    watchingOtherTabs = true;
    // Another tab of the site signing in or out changes what this one may show.
    globalThis.addEventListener('storage', (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(KEPT_PREFIX)) changed();
    });
  }
  return () => listeners.delete(listener);
}

/** Re-renders the caller whenever anything kept changes (here or in another tab). */
export function useKeptVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}

/** The account whose things this device keeps, following every change (other tabs' too). */
export function useKeptAccount(): KeptAccount | null {
  useKeptVersion();
  return keptAccount();
}
