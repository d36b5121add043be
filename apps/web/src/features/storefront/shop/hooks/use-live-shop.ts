import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Listens to the shop's public realtime stream while the page is open. The listener (and the zod schema it checks
 * events with) loads after the first paint, so it does not weigh on the storefront's initial JS.
 */
export const useLiveShop = (companyId: string) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!companyId) return;
    let release: (() => void) | undefined;
    let isCancelled = false;
    void import('../utils/live-shop').then(({ acquireLiveShop }) => {
      if (!isCancelled) release = acquireLiveShop(companyId, queryClient);
    });
    return () => {
      isCancelled = true;
      release?.();
    };
  }, [companyId, queryClient]);
};
