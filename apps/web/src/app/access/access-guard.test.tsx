import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, authNotInitialised, renderApp, SUPER_USER, signInAs } from '../../testing/render-app';

/** The same rules through the real route table and router: redirects really happen. */
describe('access guard in the router', () => {
  it('shows a loader, not a redirect, while auth initialises', async () => {
    authNotInitialised();
    const { router } = renderApp('/admin/orders');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders');
  });

  it('sends an anonymous user from /admin/orders to /admin/login', async () => {
    signInAs(null);
    const { router } = renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends a signed-in user from /admin/login to /admin/dashboard', async () => {
    signInAs(ADMIN_USER);
    const { router } = renderApp('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { name: '대시보드', level: 1 })).toBeInTheDocument();
  });

  it('redirects to login when the user signs out on a guarded page', async () => {
    signInAs(ADMIN_USER);
    const { router } = renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { name: '주문 관리', level: 1 })).toBeInTheDocument();
    signInAs(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it.each(['/admin/welcome', '/admin/autologin'])('opens %s to anonymous visitors', async (path) => {
    signInAs(null);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens /admin/index to anonymous visitors (it shows the introduction)', async () => {
    signInAs(null);
    const { router } = renderApp('/admin/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/welcome'));
  });

  it('leaves routes outside /admin unguarded', async () => {
    authNotInitialised();
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: '가게를 찾아 주문하세요' })).toBeInTheDocument();
  });

  it('shows a 403 page on /super to a non-super administrator and the page to a super admin', async () => {
    signInAs(ADMIN_USER);
    const first = renderApp('/super/companies');
    expect(await screen.findByText('접근 권한이 없습니다')).toBeInTheDocument();
    first.unmount();
    signInAs(SUPER_USER);
    renderApp('/super/companies');
    expect(await screen.findByRole('heading', { name: '회사 관리', level: 1 })).toBeInTheDocument();
  });

  it('answers an unmatched path with "Page Not Found: {path}"', async () => {
    signInAs(null);
    renderApp('/nope');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /nope' })).toBeInTheDocument();
  });
});
