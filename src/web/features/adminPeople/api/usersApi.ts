import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomer, AdminUsersPage } from '../../../../contract/admin';
import type { Role } from '../../../../domain/accounts';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { getJson, postJson } from '../../../api/client';

export type UserSort = 'newest' | 'oldest';

export const usersKeys = {
  users: (sort: UserSort, search: string, after: string | null) =>
    [...adminKeys.all, 'users', sort, search, after] as const,
  customer: (id: string) => [...adminKeys.all, 'customer', id] as const,
};

export const usersQueries = {
  /** A page of users: the first, or the one after the cursor a page gave as its `next`. */
  users: (sort: UserSort, search: string, after: string | null = null) =>
    queryOptions({
      queryKey: usersKeys.users(sort, search, after),
      queryFn: () =>
        getJson<AdminUsersPage>(
          `/api/admin/users?${new URLSearchParams({
            sort,
            ...(search ? { q: search } : {}),
            ...(after ? { after } : {}),
          })}`,
        ),
    }),
  customer: (id: string) =>
    queryOptions({
      queryKey: usersKeys.customer(id),
      queryFn: () => getJson<AdminCustomer>(`/api/admin/users/${encodeURIComponent(id)}`),
    }),
};

export const useUsers = (sort: UserSort, search = '', after: string | null = null) =>
  useQuery({ ...usersQueries.users(sort, search, after), placeholderData: (previous) => previous });
export const useCustomer = (id: string) => useQuery(usersQueries.customer(id));

export const useChangeRole = () =>
  useAdminChange((input: { id: string; role: Role }) =>
    postJson<{ role: Role }>(`/api/admin/users/${input.id}/role`, { role: input.role }),
  );
