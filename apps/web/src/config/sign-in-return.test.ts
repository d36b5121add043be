import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom } from './sign-in-return';

const INVITE = '/admin/invite/AbCdEfGhIjKlMnOpQrStUvWx_-12';

describe('sign-in return path', () => {
  it('remembers an invitation link on the way to the login page', () => {
    expect(loginPathFor(INVITE)).toBe(`/admin/login?next=${encodeURIComponent(INVITE)}`);
    expect(returnPathFrom(`?next=${encodeURIComponent(INVITE)}`)).toBe(INVITE);
  });

  it('keeps every other page on the plain login → dashboard path of spec §2', () => {
    expect(loginPathFor('/admin/orders')).toBe('/admin/login');
    expect(loginPathFor('/admin/invite')).toBe('/admin/login');
    expect(returnPathFrom('')).toBeNull();
  });

  it.each([
    '/admin/orders',
    'https://evil.example/admin/invite/x',
    '//evil.example/admin/invite/x',
    '/admin/invite/x/y',
    'admin/invite/x',
  ])('ignores a next of %s', (next) => {
    expect(returnPathFrom(`?next=${encodeURIComponent(next)}`)).toBeNull();
  });
});
