import type { Order } from '@jumun/shared';
import { useEffect, useState } from 'react';
import type { SlipKind } from '../components/print-slip';
import { markPrinted, wasPrinted } from '../utils/printed-orders';

export type PrintJob = { order: Order; kind: SlipKind };

const AUTO_PRINT_KEY = 'jumun-board-autoprint';
const readAutoPrint = () => {
  try {
    return window.localStorage.getItem(AUTO_PRINT_KEY) === 'on';
  } catch {
    return false;
  }
};

/**
 * Printing from the board (issue 12 §6): the slip is rendered, then the browser's print dialog opens; a second print
 * of the same slip on this device asks first ("이미 출력됨"). Auto-print on accept is a device setting.
 */
export const usePrinter = (companyId: string) => {
  const [job, setJob] = useState<PrintJob | null>(null);
  const [confirming, setConfirming] = useState<PrintJob | null>(null);
  const [autoPrint, setAutoPrintState] = useState(readAutoPrint);

  useEffect(() => {
    if (!job) return;
    // One frame for the slip to be in the page before the dialog takes its picture.
    const frame = requestAnimationFrame(() => {
      window.print();
      markPrinted(companyId, `${job.order.id}:${job.kind}`);
      setJob(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [job, companyId]);

  const print = (order: Order, kind: SlipKind) => {
    if (wasPrinted(companyId, `${order.id}:${kind}`)) setConfirming({ order, kind });
    else setJob({ order, kind });
  };

  return {
    job,
    confirming,
    print,
    printAgain: () => {
      setJob(confirming);
      setConfirming(null);
    },
    cancelAgain: () => setConfirming(null),
    autoPrint,
    setAutoPrint: (isOn: boolean) => {
      try {
        window.localStorage.setItem(AUTO_PRINT_KEY, isOn ? 'on' : 'off');
      } catch {
        // Private mode: the setting lasts for this page only.
      }
      setAutoPrintState(isOn);
    },
  };
};
