import {
  type Administrator,
  type Company,
  type CompanyCapability,
  type CompanyRole,
  DEFAULT_DEMO_COMPANY_ID,
  roleCan,
} from '@jumun/shared';
import { useQuery } from '@tanstack/react-query';
import { isSuperUser, useAuth } from '../auth/auth-store';
import { administratorQueryOptions } from './administrator.api';
import { companyQueryOptions } from './company.api';
import { pickCompanyId, useSelectedCompanyId } from './selected-company';

/** How often an open admin screen re-reads its memberships: a removal reaches it within this plus one request (the 5 s of issue 14, with room for a slow tablet). */
export const ACCESS_REFRESH_MS = 2_000;

export type CurrentCompany = {
  administrator: Administrator | undefined;
  company: Company | undefined;
  /** The company the screens work on; '' while unknown (anonymous, loading). */
  companyId: string;
  /** Companies this administrator manages (empty = demo administrator). */
  companyIds: string[];
  /** A demo administrator looking at a demo company: everything is read-only. */
  isDemo: boolean;
  /** The role in the current company (issue 14); undefined for demo and super administrators. */
  role: CompanyRole | undefined;
  /** Whether the current company lets this administrator do that (the server's table, ROLE_CAPABILITIES). */
  can: (capability: CompanyCapability) => boolean;
  /** Catalogue and settings: false for demo administrators and 직원; feature pages disable saving and say why. */
  canWrite: boolean;
  /** The shop floor (order board, sold-out switches): 직원 too. */
  canOperate: boolean;
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
    // Memberships change under an open session (removed, role changed, issue 14): re-read often enough that the
    // screens follow within seconds. One small GET per tab; the server answers it from its access cache.
    refetchInterval: ACCESS_REFRESH_MS,
  });
  const administrator = user ? administratorQuery.data : undefined;
  // The record is the truth (the server rewrites it with every membership change); the ID token's list is only
  // used until the record has loaded.
  const companyIds = administrator ? administrator.companyIds : (user?.companyIds ?? []);
  const isSuper = isSuperUser(user);
  const hasNoCompany = companyIds.length === 0;

  let companyId = '';
  if (user && hasNoCompany) {
    companyId = administrator ? administrator.lastSelectedDemoCompanyId || DEFAULT_DEMO_COMPANY_ID : '';
  } else if (user) {
    companyId = pickCompanyId(companyIds, selectedCompanyId, administrator?.companyId);
  }

  const companyQuery = useQuery({ ...companyQueryOptions(companyId), enabled: Boolean(companyId) });
  const isDemo = Boolean(user) && hasNoCompany && !isSuper;
  const role = administrator?.companyRoles?.[companyId];
  const can = (capability: CompanyCapability) => {
    if (!user) return false;
    if (isSuper) return true;
    if (isDemo) return capability === 'read';
    // No role known (record still loading, or written before roles existed): the server is the judge and the
    // screens disable nothing; it refuses with the role's reason if it must.
    return role ? roleCan(role, capability) : true;
  };

  return {
    administrator,
    company: companyId ? companyQuery.data : undefined,
    companyId,
    companyIds,
    isDemo,
    role,
    can,
    canWrite: can('write'),
    canOperate: can('operate'),
    isLoading: administratorQuery.isLoading || companyQuery.isLoading,
    error: administratorQuery.error ?? companyQuery.error ?? null,
  };
};
