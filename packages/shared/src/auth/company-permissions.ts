import type { CompanyRole } from './roles';

/**
 * What a caller may do in one company (issue 14). Every company-scoped check on the server names one of these,
 * and the web asks the same table before it shows an action:
 * - `read`: see the company's admin data (catalogue read-only, orders, settings without the bank account);
 * - `operate`: run the shop floor: order board, sold-out toggles, invoices;
 * - `write`: catalogue and company settings;
 * - `manage`: staff and invitations, bank account and business registration, the 변경 기록.
 */
export const COMPANY_CAPABILITIES = ['read', 'operate', 'write', 'manage'] as const;
export type CompanyCapability = (typeof COMPANY_CAPABILITIES)[number];

/** 대표 everything; 매니저 no staff and no bank account; 직원 the shop floor and a read-only catalogue. */
export const ROLE_CAPABILITIES: Record<CompanyRole, readonly CompanyCapability[]> = {
  owner: ['read', 'operate', 'write', 'manage'],
  manager: ['read', 'operate', 'write'],
  staff: ['read', 'operate'],
};

export const roleCan = (role: CompanyRole | undefined, capability: CompanyCapability): boolean =>
  role !== undefined && ROLE_CAPABILITIES[role].includes(capability);

/** The Korean label of each role, for server messages (the web has its own through i18n). */
export const COMPANY_ROLE_LABELS_KO: Record<CompanyRole, string> = {
  owner: '대표',
  manager: '매니저',
  staff: '직원',
};

/** Why a role may not do something, in the words the web shows beside a disabled action too. */
export const roleRefusalMessage = (role: CompanyRole, capability: CompanyCapability): string => {
  const label = COMPANY_ROLE_LABELS_KO[role];
  if (capability === 'manage')
    return `${label} 권한으로는 직원·계좌·사업자 정보를 관리할 수 없습니다. 대표에게 요청해 주세요.`;
  if (capability === 'write')
    return `${label} 권한으로는 메뉴와 설정을 바꿀 수 없습니다. 대표나 매니저에게 요청해 주세요.`;
  return `${label} 권한으로는 이 작업을 할 수 없습니다.`;
};
