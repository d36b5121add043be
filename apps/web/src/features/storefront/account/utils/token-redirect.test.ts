import { describe, expect, it } from 'vitest';
import { tokenLandingPath } from './token-redirect';

describe('tokenLandingPath', () => {
  it('opens the menu, or a page of the same shop', () => {
    expect(tokenLandingPath('coA', undefined)).toBe('/user/coA');
    expect(tokenLandingPath('coA', 'rewards')).toBe('/user/coA/rewards');
    expect(tokenLandingPath('coA', 'orders/o_1/')).toBe('/user/coA/orders/o_1');
  });

  it('never leaves the shop', () => {
    expect(tokenLandingPath('coA', '../coB')).toBe('/user/coA');
    expect(tokenLandingPath('coA', 'https://evil.example')).toBe('/user/coA');
    expect(tokenLandingPath('coA', 'a//b')).toBe('/user/coA');
  });
});
