import type { AuditEntry } from '@jumun/shared';
import { useInfiniteQuery } from '@tanstack/react-query';

/** Rows per page of a change log; a shorter page means there is no older one. */
export const AUDIT_PAGE = 50;

/** A yyyy-MM-dd picked on a page → the instant that Seoul day starts (`end`: the next day's start). */
export const seoulDay = (day: string, end = false) =>
  day ? new Date(`${day}T${end ? '24' : '00'}:00:00+09:00`).toISOString() : undefined;

/**
 * The change log 50 rows at a time, older pages fetched by the last row's id (the owner's 변경 기록 and the
 * operator's log across companies read it the same way).
 */
export const useAuditPages = (
  queryKey: readonly unknown[],
  fetchPage: (beforeId: number | undefined, signal: AbortSignal) => Promise<AuditEntry[]>,
  enabled = true,
) => {
  const entries = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: AuditEntry[]) =>
      last.length === AUDIT_PAGE ? last[last.length - 1]?.id : undefined,
    enabled,
  });
  return { entries, rows: entries.data?.pages.flat() ?? [] };
};
