import { useSyncExternalStore } from 'react';
import { onLogout } from '../auth-events';

/** Which of several companies an administrator is working on, remembered per device. */
export const SELECTED_COMPANY_STORAGE_KEY = 'jumun.selectedCompanyId';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

export const getSelectedCompanyId = (): string | null => {
  try {
    return window.localStorage.getItem(SELECTED_COMPANY_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const setSelectedCompanyId = (companyId: string | null) => {
  if (companyId) window.localStorage.setItem(SELECTED_COMPANY_STORAGE_KEY, companyId);
  else window.localStorage.removeItem(SELECTED_COMPANY_STORAGE_KEY);
  notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useSelectedCompanyId = () => useSyncExternalStore(subscribe, getSelectedCompanyId, () => null);

onLogout(() => setSelectedCompanyId(null));
