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

/**
 * Which of `companyIds` the screens work on: the one chosen in the switcher, else the main company, else the first.
 * `mainCompanyId` comes from the administrator record; before it has loaded the screens work on the chosen or the
 * first company, and so does the entry's early cache read (decision 046). '' when there is no company.
 */
export const pickCompanyId = (companyIds: readonly string[], selected: string | null, mainCompanyId = '') => {
  if (selected && companyIds.includes(selected)) return selected;
  const main = mainCompanyId && companyIds.includes(mainCompanyId) ? mainCompanyId : '';
  return main || companyIds[0] || '';
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
