import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { importPatiently } from '../../../../lib/patient-import';

/** While an order page is open and the customer is signed in, their order events keep it current. */
export const useLiveOrders = (companyId: string, uid: string | null) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!companyId || !uid) return;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    void importPatiently(() => import('../utils/live-orders')).then(({ startLiveOrders }) => {
      if (!isCancelled) stop = startLiveOrders(companyId, queryClient);
    });
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [companyId, uid, queryClient]);
};
