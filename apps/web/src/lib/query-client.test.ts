import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitAccessRevoked } from './access-events';
import { createQueryClient, refreshOnAccessRevoked } from './query-client';
import { queryKeys } from './query-keys';

describe('refreshOnAccessRevoked', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('re-reads the administrator record and the companies the moment a stream says access changed', async () => {
    const queryClient = createQueryClient();
    let reads = 0;
    // A screen showing the record (useCurrentCompany): an active query, fresh for a minute.
    const observer = new QueryObserver(queryClient, {
      queryKey: queryKeys.administrator.detail('uid_staff'),
      queryFn: async () => ({ uid: 'uid_staff', read: ++reads }),
      staleTime: 60_000,
    });
    stops.push(observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ uid: 'uid_staff', read: 1 }));
    queryClient.setQueryData(queryKeys.company.detail('coA'), { id: 'coA' });
    queryClient.setQueryData(queryKeys.product.detail('p1'), { id: 'p1' });
    stops.push(refreshOnAccessRevoked(queryClient));

    emitAccessRevoked();

    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ uid: 'uid_staff', read: 2 }));
    expect(queryClient.getQueryState(queryKeys.company.detail('coA'))?.isInvalidated).toBe(true);
    // Only what carries access is re-read; the catalogue stays as it is.
    expect(queryClient.getQueryState(queryKeys.product.detail('p1'))?.isInvalidated).toBe(false);
  });

  it('stops listening when unsubscribed', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.administrator.detail('uid_staff'), { uid: 'uid_staff' });
    refreshOnAccessRevoked(queryClient)();
    emitAccessRevoked();
    expect(queryClient.getQueryState(queryKeys.administrator.detail('uid_staff'))?.isInvalidated).toBe(false);
  });
});
