import { NOTIFICATION_UPDATED_EVENT } from '@jumun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { listenToAdminStream } from '../../../lib/sync/admin-streams';

/**
 * Per-row results follow the outbox live: the company's administrator stream says when a message was sent or failed
 * (`notification.updated`), and the send's rows and the history are read again (the stream is a hint, the API the
 * truth — decision 004). A reconnect re-reads too, so nothing said while offline is missed.
 */
export const useLiveWaybills = (companyId: string) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!companyId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.waybillSend.all });
    const listener = listenToAdminStream(companyId, {
      onEvent: (event) => {
        if (event === NOTIFICATION_UPDATED_EVENT) refresh();
      },
      onConnectionChange: (isConnected) => {
        if (isConnected) refresh();
      },
    });
    return () => listener.stop();
  }, [companyId, queryClient]);
};
