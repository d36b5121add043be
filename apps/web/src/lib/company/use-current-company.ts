import { type Administrator, type Company, DEFAULT_DEMO_COMPANY_ID } from '@jumun/shared';
import { useQuery } from '@tanstack/react-query';
import { isSuperUser, useAuth } from '../auth/auth-store';
import { administratorQueryOptions } from './administrator.api';
import { companyQueryOptions } from './company.api';
import { useSelectedCompanyId } from './selected-company';

export type CurrentCompany = {
  administrator: Administrator | undefined;
  company: Company | undefined;
  /** The company the screens work on; '' while unknown (anonymous, loading). */
  companyId: string;
  /** Companies this administrator manages (empty = demo administrator). */
  companyIds: string[];
  /** A demo administrator looking at a demo company: everything is read-only. */
  isDemo: boolean;
  /** False for demo administrators; feature pages disable saving and say why. */
  canWrite: boolean;
  isLoading: boolean;
  error: Error | null;
};

/**
 * The administrator and the company every admin screen works on (spec §1, §6): a demo administrator
 * (no companies) sees lastSelectedDemoCompanyId (default demoCompanyCafe); an administrator with several
 * companies sees the one chosen in the switcher, else the main company.
 */
export const useCurrentCompany = (): CurrentCompany => {
  const { user } = useAuth();
  const selectedCompanyId = useSelectedCompanyId();
  const administratorQuery = useQuery({
    ...administratorQueryOptions(user?.uid ?? ''),
    enabled: Boolean(user),
  });
  const administrator = user ? administratorQuery.data : undefined;
  // The ID token carries the newest list right after registration; the record catches up on refetch.
  const companyIds = user?.companyIds.length ? user.companyIds : (administrator?.companyIds ?? []);
  const isSuper = isSuperUser(user);
  const hasNoCompany = companyIds.length === 0;

  let companyId = '';
  if (user && hasNoCompany) {
    companyId = administrator ? administrator.lastSelectedDemoCompanyId || DEFAULT_DEMO_COMPANY_ID : '';
  } else if (user) {
    const main =
      administrator?.companyId && companyIds.includes(administrator.companyId) ? administrator.companyId : '';
    companyId =
      selectedCompanyId && companyIds.includes(selectedCompanyId)
        ? selectedCompanyId
        : main || companyIds[0] || '';
  }

  const companyQuery = useQuery({ ...companyQueryOptions(companyId), enabled: Boolean(companyId) });
  const isDemo = Boolean(user) && hasNoCompany && !isSuper;

  return {
    administrator,
    company: companyId ? companyQuery.data : undefined,
    companyId,
    companyIds,
    isDemo,
    canWrite: Boolean(user) && !isDemo,
    isLoading: administratorQuery.isLoading || companyQuery.isLoading,
    error: administratorQuery.error ?? companyQuery.error ?? null,
  };
};
