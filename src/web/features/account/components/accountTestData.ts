import type { QueryClient } from '@tanstack/react-query';
import type { AccountResponse } from '../../../../contract/auth';
import type { SessionResponse } from '../../../../contract/session';
import { sessionQuery } from '../../../api/session';

export function anAccount(fields: Partial<AccountResponse> = {}): AccountResponse {
  return {
    email: 'walker@example.com',
    role: 'customer',
    createdAt: '2025-05-01T10:00:00Z',
    payments: 0,
    emailVerified: true,
    twoFactor: false,
    recoveryCodesLeft: 0,
    pendingEmail: null,
    ...fields,
  };
}

export function aSession(fields: Partial<SessionResponse> = {}): SessionResponse {
  return {
    user: { id: 'u1', email: 'walker@example.com' },
    paid: false,
    admin: false,
    superAdmin: false,
    twoFactor: false,
    ...fields,
  };
}

/** For renderWithApi's `known`: the visitor is signed in with this session. */
export const signedIn =
  (session: SessionResponse = aSession()) =>
  (client: QueryClient) =>
    client.setQueryData(sessionQuery().queryKey, session);

export const tenCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
