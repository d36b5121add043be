import type { CompanyNotification, NotificationFilter, NotificationPage } from '@jumun/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const NOTIFICATIONS_PAGE_SIZE = 50;

const base = (companyId: string) => `/api/admin/companies/${encodeURIComponent(companyId)}/notifications`;

/** `GET …/notifications`: the company's messages, newest first, a page at a time (older pages by `beforeId`). */
export const notificationsQueryOptions = (companyId: string, state: NotificationFilter | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notification.list({ companyId, state }),
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>(base(companyId), {
        query: {
          ...(state ? { state } : {}),
          ...(pageParam ? { beforeId: pageParam } : {}),
          limit: NOTIFICATIONS_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBeforeId ?? undefined,
    enabled: Boolean(companyId),
  });

/** `POST …/notifications/:id/resend`: a failed message, once more (a second tap finds it queued and changes nothing). */
export const resendNotification = (companyId: string, id: string) =>
  api.post<CompanyNotification>(`${base(companyId)}/${encodeURIComponent(id)}/resend`);
