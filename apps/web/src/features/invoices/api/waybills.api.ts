import type {
  WaybillOrderMatch,
  WaybillSendDetail,
  WaybillSendRequest,
  WaybillSendSummary,
} from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const base = (companyId: string) => `/api/admin/companies/${encodeURIComponent(companyId)}/waybill-sends`;

/**
 * `POST …/waybill-sends`: checks each row, queues one message per phone, ships the parcel orders it matches; answers
 * every row's result. The same Idempotency-Key answers the first send again.
 */
export const sendWaybills = (companyId: string, request: WaybillSendRequest, idempotencyKey: string) =>
  api.post<WaybillSendDetail>(base(companyId), request, { headers: { 'Idempotency-Key': idempotencyKey } });

/** `POST …/waybill-sends/:id/resend-failed`: the failed rows only, again. */
export const resendFailedWaybills = (companyId: string, sendId: string) =>
  api.post<WaybillSendDetail>(`${base(companyId)}/${encodeURIComponent(sendId)}/resend-failed`);

export const waybillHistoryQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.waybillSend.list({ companyId }),
    queryFn: ({ signal }) => api.get<WaybillSendSummary[]>(base(companyId), { signal }),
    enabled: Boolean(companyId),
  });

/** One send's rows; re-read on every `notification.updated` (useLiveWaybills) and, as a fallback, while unfinished. */
export const waybillSendQueryOptions = (companyId: string, sendId: string | null) =>
  queryOptions({
    queryKey: queryKeys.waybillSend.detail(sendId ?? '', { companyId }),
    queryFn: ({ signal }) =>
      api.get<WaybillSendDetail>(`${base(companyId)}/${encodeURIComponent(sendId ?? '')}`, { signal }),
    enabled: Boolean(companyId && sendId),
    refetchInterval: (query) => {
      const counts = query.state.data?.counts;
      return counts && counts.queued + counts.sending > 0 ? 5_000 : false;
    },
  });

/**
 * `POST …/waybill-sends/matches`: which parcel orders a send of these rows would move to 배송 중, nothing changed.
 * Under the send lists' key, so a send (which ships them) reads it again.
 */
export const waybillMatchesQueryOptions = (companyId: string, request: WaybillSendRequest) =>
  queryOptions({
    queryKey: queryKeys.waybillSend.list({ companyId, matchesFor: request }),
    queryFn: ({ signal }) => api.post<WaybillOrderMatch[]>(`${base(companyId)}/matches`, request, { signal }),
    enabled: Boolean(companyId) && request.rows.length > 0,
    staleTime: 15_000,
  });
