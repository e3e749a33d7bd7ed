import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import type { Role } from '../../../../domain/accounts';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

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
        call(adminApi.users, {
          query: { sort, ...(search ? { q: search } : {}), ...(after ? { after } : {}) },
        }),
    }),
  customer: (id: string) =>
    queryOptions({
      queryKey: usersKeys.customer(id),
      queryFn: () => call(adminApi.user, { params: { id } }),
    }),
};

export const useUsers = (sort: UserSort, search = '', after: string | null = null) =>
  useQuery({ ...usersQueries.users(sort, search, after), placeholderData: (previous) => previous });
export const useCustomer = (id: string) => useQuery(usersQueries.customer(id));

export const useChangeRole = () =>
  useAdminChange((input: { id: string; role: Role }) =>
    call(ownerApi.changeRole, { params: { id: input.id }, body: { role: input.role } }),
  );
