import { ERROR_MESSAGES } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { requireCompanyAccess, requireSelfOrSuper, requireSession, requireSuper } from './require-access';
import type { Session } from './session';

const owner: Session = {
  uid: 'uid_a',
  roles: ['admin'],
  companyIds: ['coA'],
  companyRoles: { coA: 'owner' },
};
const demo: Session = { uid: 'uid_demo', roles: ['admin'], companyIds: [] };
const superAdmin: Session = { uid: 'uid_super', roles: ['admin', 'super'], companyIds: [] };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  return undefined;
};

describe('requireCompanyAccess', () => {
  it('grants an administrator their own company in both modes, carrying who and where', () => {
    const access = requireCompanyAccess(owner, 'coA', 'write');
    expect(access).toMatchObject({ session: owner, companyId: 'coA', mode: 'write' });
    expect(requireCompanyAccess(owner, 'coA', 'read').mode).toBe('read');
  });

  it('refuses another company, anonymous callers, and demo writes with their own messages', () => {
    expect(refusal(() => requireCompanyAccess(owner, 'coB', 'read'))).toEqual({
      code: 'FORBIDDEN',
      message: ERROR_MESSAGES.forbidden,
    });
    expect(refusal(() => requireCompanyAccess(null, 'coA', 'read'))?.code).toBe('UNAUTHENTICATED');
    expect(refusal(() => requireCompanyAccess(demo, 'demoCompanyCafe', 'read'))).toBeUndefined();
    expect(refusal(() => requireCompanyAccess(demo, 'demoCompanyCafe', 'write'))).toEqual({
      code: 'FORBIDDEN',
      message: ERROR_MESSAGES.demoReadOnly,
    });
    expect(refusal(() => requireCompanyAccess(demo, 'coA', 'read'))?.code).toBe('FORBIDDEN');
  });

  it('lets the super admin reach every company', () => {
    expect(requireCompanyAccess(superAdmin, 'coB', 'write').companyId).toBe('coB');
  });
});

describe('requireCompanyAccess by role (issue 14)', () => {
  const member = (role: 'owner' | 'manager' | 'staff', suspended = false): Session => ({
    uid: `uid_${role}`,
    roles: ['admin'],
    companyIds: ['coA'],
    companyRoles: { coA: role },
    suspendedCompanyIds: suspended ? ['coA'] : [],
  });
  const allowed = (session: Session) =>
    (['read', 'operate', 'write', 'manage'] as const).filter(
      (mode) => refusal(() => requireCompanyAccess(session, 'coA', mode)) === undefined,
    );

  it('gives 대표 everything, 매니저 all but manage, 직원 read and operate', () => {
    expect(allowed(member('owner'))).toEqual(['read', 'operate', 'write', 'manage']);
    expect(allowed(member('manager'))).toEqual(['read', 'operate', 'write']);
    expect(allowed(member('staff'))).toEqual(['read', 'operate']);
  });

  it('says which role was refused and whom to ask', () => {
    expect(refusal(() => requireCompanyAccess(member('staff'), 'coA', 'write'))?.message).toContain(
      '직원 권한',
    );
    expect(refusal(() => requireCompanyAccess(member('manager'), 'coA', 'manage'))?.message).toContain(
      '대표',
    );
  });

  it('leaves a suspended company readable and nothing else, even for its owner', () => {
    expect(allowed(member('owner', true))).toEqual(['read']);
    expect(refusal(() => requireCompanyAccess(member('owner', true), 'coA', 'write'))?.message).toBe(
      ERROR_MESSAGES.companySuspended,
    );
  });

  it('ignores a company listed in companyIds without a role (a forged or stale claim)', () => {
    const claimOnly: Session = { uid: 'uid_x', roles: ['admin'], companyIds: ['coA'] };
    expect(refusal(() => requireCompanyAccess(claimOnly, 'coA', 'read'))?.code).toBe('FORBIDDEN');
  });
});

describe('requireSession, requireSuper, requireSelfOrSuper', () => {
  it('separate anonymous (401) from not allowed (403)', () => {
    expect(refusal(() => requireSession(null))?.code).toBe('UNAUTHENTICATED');
    expect(requireSession(owner)).toBe(owner);
    expect(refusal(() => requireSuper(owner))?.code).toBe('FORBIDDEN');
    expect(requireSuper(superAdmin)).toBe(superAdmin);
    expect(requireSelfOrSuper(owner, 'uid_a')).toBe(owner);
    expect(refusal(() => requireSelfOrSuper(owner, 'uid_demo'))?.code).toBe('FORBIDDEN');
    expect(requireSelfOrSuper(superAdmin, 'uid_a')).toBe(superAdmin);
  });
});
