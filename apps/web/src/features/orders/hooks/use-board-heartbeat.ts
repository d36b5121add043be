import { ORDER_BOARD_HEARTBEAT_MS } from '@jumun/shared';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { reportBoardOpen } from '../api/orders.api';
import { ordersText } from '../i18n';

/**
 * Tells the server this board is open (issue 12: a shop can have online ordering paused when no board is open during
 * opening hours). When the server answers that it lifted such a pause, the owner is told; the shop's open state itself
 * arrives through the company's stream like any other change.
 */
export const useBoardHeartbeat = (companyId: string) => {
  useEffect(() => {
    if (!companyId) return;
    const report = () => {
      reportBoardOpen(companyId)
        .then(({ resumed }) => {
          if (resumed) notifications.show({ color: 'teal', message: ordersText.t('autoPause.resumed') });
        })
        // A failed report needs no message of its own: the board's connection banner already says it is offline.
        .catch(() => undefined);
    };
    report();
    const timer = setInterval(report, ORDER_BOARD_HEARTBEAT_MS);
    window.addEventListener('online', report);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', report);
    };
  }, [companyId]);
};
