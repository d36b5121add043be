import { ERROR_MESSAGES } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { requireCompanyAccess, requireSelfOrSuper, requireSession, requireSuper } from './require-access';
import type { Session } from './session';

const owner: Session = { uid: 'uid_a', roles: ['admin'], companyIds: ['coA'] };
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
