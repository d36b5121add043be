import { describe, expect, it } from 'vitest';
import { type AccessContext, resolveAccess, UnknownMiddlewareError } from './access-rules';

const anonymous = (pathname: string): AccessContext => ({ pathname, isInitialised: true, user: null });
const admin = (pathname: string): AccessContext => ({
  pathname,
  isInitialised: true,
  user: { roles: ['admin'] },
});
const superAdmin = (pathname: string): AccessContext => ({
  pathname,
  isInitialised: true,
  user: { roles: ['admin', 'super'] },
});

/** Spec §2 access rules, one case each. */
describe('resolveAccess', () => {
  it('waits on /admin paths until authentication has initialised', () => {
    expect(resolveAccess({ pathname: '/admin/orders', isInitialised: false, user: null })).toEqual({
      type: 'pending',
    });
    expect(resolveAccess({ pathname: '/admin/login', isInitialised: false, user: null })).toEqual({
      type: 'pending',
    });
  });

  it.each(['/admin/welcome', '/admin/index', '/admin/autologin'])('leaves %s open to everyone', (path) => {
    expect(resolveAccess(anonymous(path))).toEqual({ type: 'allow' });
    expect(resolveAccess(admin(path))).toEqual({ type: 'allow' });
  });

  it('lets an anonymous user open /admin/login, the only path without sign-in', () => {
    expect(resolveAccess(anonymous('/admin/login'))).toEqual({ type: 'allow' });
  });

  it('sends a signed-in user from /admin/login to /admin/dashboard', () => {
    expect(resolveAccess(admin('/admin/login'))).toEqual({ type: 'redirect', to: '/admin/dashboard' });
    expect(resolveAccess(admin('/admin/login/'))).toEqual({ type: 'redirect', to: '/admin/dashboard' });
  });

  it.each([
    '/admin',
    '/admin/orders',
    '/admin/product/edit/p_1',
    '/admin/settings/menu-settings',
    '/admin/LoginToken',
  ])('sends an anonymous user on %s to /admin/login', (path) => {
    expect(resolveAccess(anonymous(path))).toEqual({ type: 'redirect', to: '/admin/login' });
  });

  it('brings a signed-out invitee back to the invitation after signing in (issue 14)', () => {
    const invite = '/admin/invite/AbCdEfGhIjKlMnOpQrStUvWx';
    const login = `/admin/login?next=${encodeURIComponent(invite)}`;
    expect(resolveAccess(anonymous(invite))).toEqual({ type: 'redirect', to: login });
    expect(resolveAccess({ ...anonymous('/admin/login'), search: login.slice(login.indexOf('?')) })).toEqual({
      type: 'allow',
    });
    expect(resolveAccess({ ...admin('/admin/login'), search: login.slice(login.indexOf('?')) })).toEqual({
      type: 'redirect',
      to: invite,
    });
    // Any other `next` is ignored: the login page sends nobody elsewhere.
    expect(resolveAccess({ ...admin('/admin/login'), search: '?next=%2F%2Fevil.example' })).toEqual({
      type: 'redirect',
      to: '/admin/dashboard',
    });
  });

  it('lets a signed-in user through the other /admin paths', () => {
    expect(resolveAccess(admin('/admin/orders'))).toEqual({ type: 'allow' });
  });

  it.each([
    '/',
    '/user',
    '/user/demoCompanyCafe',
    '/webapp-user',
    '/webapp-admin',
    '/administrator',
    '/nope',
  ])('does not guard %s (outside /admin)', (path) => {
    expect(resolveAccess(anonymous(path))).toEqual({ type: 'allow' });
    expect(resolveAccess({ pathname: path, isInitialised: false, user: null })).toEqual({ type: 'allow' });
  });

  it('requires the super role for routes with the super middleware', () => {
    expect(resolveAccess(superAdmin('/super/companies'), ['super'])).toEqual({ type: 'allow' });
    expect(resolveAccess(admin('/super/companies'), ['super'])).toEqual({
      type: 'forbidden',
      requiredRole: 'super',
    });
    expect(resolveAccess(anonymous('/super/admin-users'), ['super'])).toEqual({
      type: 'forbidden',
      requiredRole: 'super',
    });
    expect(
      resolveAccess({ pathname: '/super/companies', isInitialised: false, user: null }, ['super']),
    ).toEqual({
      type: 'pending',
    });
  });

  it('throws for a route middleware nobody registered', () => {
    expect(() => resolveAccess(admin('/admin/orders'), ['nope'])).toThrow(UnknownMiddlewareError);
    expect(() => resolveAccess(admin('/admin/orders'), ['nope'])).toThrow("Unknown route middleware: 'nope'");
  });
});
