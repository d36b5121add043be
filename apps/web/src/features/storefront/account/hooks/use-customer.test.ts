import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerSession, getCustomerIdToken } from '../../../../lib/auth/customer-session';
import { installFakeApi, ok } from '../../../../testing/fake-api';
import { useCustomerAt } from './use-customer';

const tokens = (expiresIn = 3600) => ({ uid: 'u_1', idToken: 'id.token.a', refreshToken: 'r_a', expiresIn });
const customerAt = (companyId: string) => renderHook(() => useCustomerAt(companyId)).result.current;

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  customerSession.clear();
});

/** Issue 15: a login link's session acts only at the link's shop (the server answers 403 elsewhere). */
describe('useCustomerAt', () => {
  it('shows a login link’s session only at the link’s shop', () => {
    customerSession.establish(tokens(), '010-1234-5678', 'coA');
    expect(customerAt('coA')?.uid).toBe('u_1');
    expect(customerAt('coB')).toBeNull();
  });

  it('shows an SMS sign-in at every shop', () => {
    customerSession.establish(tokens(), '010-1234-5678');
    expect(customerAt('coA')?.uid).toBe('u_1');
    expect(customerAt('coB')?.uid).toBe('u_1');
  });

  it('keeps the link’s shop through a token refresh', async () => {
    customerSession.establish(tokens(30), '010-1234-5678', 'coA');
    api.on('POST', /^\/api\/userAuth\/refresh$/, () =>
      ok({ uid: 'u_1', idToken: 'id.token.b', refreshToken: 'r_b', expiresIn: 3600 }),
    );
    expect(await getCustomerIdToken()).toBe('id.token.b');
    expect(customerSession.get()?.companyId).toBe('coA');
    expect(customerAt('coB')).toBeNull();
  });
});
