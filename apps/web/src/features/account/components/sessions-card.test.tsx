import type { AccountSession } from '@jumun/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAdministrator, makeCompany } from '../../../testing/factories/company';
import { type FakeApi, installFakeApi, ok } from '../../../testing/fake-api';
import { ADMIN_USER, renderApp, signInAs } from '../../../testing/render-app';

const PC =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';

/** /admin/me › 로그인된 기기 (issue 15): each signed-in browser named, this one marked, one or all others signed out. */
describe('/admin/me signed-in browsers', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('lists the browsers, marks this one, and signs another out', async () => {
    api = installFakeApi();
    api.on('GET', /^\/api\/document\/admin\/company\//, () => ok(makeCompany()));
    api.on('GET', /^\/api\/document\/admin\/administrator\//, () => ok(makeAdministrator()));
    api.on('GET', /\/devices$/, () => ok([]));
    let sessions: AccountSession[] = [
      {
        id: 'aaaaaaaa-0000-4000-8000-000000000001',
        signedInAt: '2026-03-01T00:00:00.000Z',
        lastUsedAt: '2026-03-02T03:00:00.000Z',
        userAgent: PC,
        isCurrent: true,
      },
      {
        id: 'aaaaaaaa-0000-4000-8000-000000000002',
        signedInAt: '2026-02-20T00:00:00.000Z',
        lastUsedAt: '2026-02-21T09:30:00.000Z',
        userAgent: PHONE,
        isCurrent: false,
      },
    ];
    api.on('GET', /^\/api\/auth\/sessions$/, () => ok(sessions));
    api.on('DELETE', /^\/api\/auth\/sessions\/([\w-]+)$/, (_request, match) => {
      sessions = sessions.filter((session) => session.id !== match[1]);
      return ok({ loggedOut: true });
    });
    signInAs(ADMIN_USER);
    renderApp('/admin/me');

    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    const [here, other] = screen.getAllByTestId('session-row') as [HTMLElement, HTMLElement];
    expect(here).toHaveTextContent('Chrome · Windows');
    expect(here).toHaveTextContent('이 브라우저');
    expect(within(here).queryByRole('button', { name: '로그아웃' })).toBeNull();
    expect(other).toHaveTextContent('Samsung Internet · Android');
    // Seoul time: 2026-02-21 09:30 UTC is 18:30 there.
    expect(other).toHaveTextContent(/마지막 사용 26\. 2\. 21\. (오후|PM) 6:30/);

    await userEvent.click(within(other).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path.endsWith('000000000002'))).toBe(
      true,
    );
    // Nobody else left to sign out.
    expect(screen.getByTestId('logout-others')).toBeDisabled();
  });
});
