import type { Administrator, DemoCompanyId } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET api/document/admin/administrator/{uid} — one's own record (spec §7: get one by user id). */
export const getAdministrator = (uid: string, signal?: AbortSignal) =>
  api.get<Administrator>(`/api/document/admin/administrator/${encodeURIComponent(uid)}`, {
    query: { companyId: '' },
    signal,
  });

export const administratorQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.administrator.detail(uid),
    queryFn: ({ signal }) => getAdministrator(uid, signal),
    staleTime: 60_000,
  });

/**
 * POST api/document/admin/administrator with the whole record and its revision (a stale revision is
 * refused with 409). A demo administrator may change only lastSelectedDemoCompanyId.
 */
export const saveAdministrator = (item: Administrator) =>
  api.post<{ id: string; revision: number }>('/api/document/admin/administrator', { companyId: '', item });

export const withDemoCompany = (
  administrator: Administrator,
  demoCompanyId: DemoCompanyId,
): Administrator => ({
  ...administrator,
  lastSelectedDemoCompanyId: demoCompanyId,
});
