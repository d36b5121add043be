import type { CompanyNotification, DashboardToday } from '@jumun/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAdministrator, makeCompany, serveCurrentCompany } from '../../../testing/factories/company';
import { makeDashboardToday } from '../../../testing/factories/dashboard';
import { type FakeApi, fail, installFakeApi, ok } from '../../../testing/fake-api';
import { ADMIN_USER, renderApp, signInAs } from '../../../testing/render-app';

const base = /^\/api\/admin\/companies\/[^/]+\/notifications$/;

const message = (fields: Partial<CompanyNotification>): CompanyNotification => ({
  id: '1',
  event: 'orderReady',
  state: 'sent',
  orderId: 'ord_1',
  phone: '010-****-5678',
  message: '[샘플카페 합정점] 주문번호 12번 메뉴가 준비되었습니다. 매장에서 받아 가세요.',
  channel: 'alimtalk',
  attempts: 1,
  providerAnswer: '0 성공적으로 전송요청 하였습니다.',
  dateCreated: '2026-11-25T05:05:00.000Z',
  dateSent: '2026-11-25T05:05:01.000Z',
  ...fields,
});

const today = (failedNotifications: number): DashboardToday =>
  makeDashboardToday({
    today: { orderCount: 3, salesAmount: 15_000, averageAmount: 5_000 },
    byProcessStatus: { completed: 3 },
    failedNotifications,
  });

/** The outbox behind the fake API: the list filters like the server, a re-send queues a failed message. */
const installOutbox = (companyIds = ['coA']) => {
  const api = installFakeApi();
  serveCurrentCompany(api, makeAdministrator('uid_owner', companyIds), () => makeCompany());
  const rows = [
    message({
      id: '3',
      event: 'orderAccepted',
      state: 'failed',
      attempts: 6,
      channel: '',
      dateSent: null,
      providerAnswer: 'Aligo Alimtalk refused: -99 발신 프로필 없음',
      dateCreated: '2026-11-25T05:30:00.000Z',
    }),
    message({
      id: '2',
      event: 'orderCancelled',
      state: 'queued',
      channel: '',
      providerAnswer: '',
      dateSent: null,
    }),
    message({ id: '1' }),
  ];
  api.on('GET', base, (request) => {
    const state = request.query.get('state');
    const wanted = state === 'queued' ? ['queued', 'sending'] : state ? [state] : null;
    return ok({ items: rows.filter((row) => !wanted || wanted.includes(row.state)), nextBeforeId: null });
  });
  api.on('POST', /^\/api\/admin\/companies\/[^/]+\/notifications\/(\d+)\/resend$/, (_request, match) => {
    const row = rows.find((candidate) => candidate.id === match[1]);
    if (!row) return fail(404, 'NOT_FOUND', '알림을 찾을 수 없습니다.');
    row.state = 'queued';
    return ok(row);
  });
  api.on('GET', /^\/api\/admin\/companies\/coA\/dashboard\/today$/, () => ok(today(1)));
  return { api, rows };
};

const listCalls = (api: FakeApi) => api.calls.filter((call) => base.test(call.path) && call.method === 'GET');

describe('the customer messages list', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('opens from the dashboard on the failed ones, and sends one again', async () => {
    ({ api } = installOutbox());
    signInAs(ADMIN_USER);
    const { router } = renderApp('/admin/dashboard');
    fireEvent.click(await screen.findByRole('link', { name: '보내지 못한 알림 1건 보기' }));

    await waitFor(() => expect(router.state.location.search).toBe('?state=failed'));
    const table = await screen.findByRole('table', { name: '고객 알림 목록' });
    const rows = within(table).getAllByTestId('notification-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('주문 접수');
    expect(rows[0]).toHaveTextContent('010-****-5678');
    expect(rows[0]).toHaveTextContent('Aligo Alimtalk refused: -99 발신 프로필 없음');
    expect(rows[0]).toHaveTextContent('6회 시도');
    expect(listCalls(api).at(-1)?.query.get('state')).toBe('failed');

    fireEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: /주문 접수 알림 다시 보내기$/ }),
    );
    expect(await screen.findByText('알림을 다시 보내는 중이에요.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/companies/coA/notifications/3/resend',
    ]);
    // Re-read: it is no longer failed, so the failed filter is empty.
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('실패한 알림이 없어요.');
  });

  it('filters by state in the URL and shows every message with its channel and result', async () => {
    ({ api } = installOutbox());
    signInAs(ADMIN_USER);
    const { router } = renderApp('/admin/notifications');
    const table = await screen.findByRole('table', { name: '고객 알림 목록' });
    expect(
      within(table)
        .getAllByTestId('notification-row')
        .map((row) => row.dataset.state),
    ).toEqual(['failed', 'queued', 'sent']);
    expect(within(table).getByText('알림톡')).toBeInTheDocument();
    expect(within(table).getByText('대기 중')).toBeInTheDocument();

    fireEvent.click(screen.getByText('보내기 전'));
    await waitFor(() => expect(router.state.location.search).toBe('?state=queued'));
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(1));
    expect(screen.getByTestId('notification-row')).toHaveTextContent('주문 취소');
  });

  it('offers no re-send to someone who may only read (the demo shop)', async () => {
    // A demo administrator (no shop of their own) reads the demo shop and changes nothing.
    ({ api } = installOutbox([]));
    signInAs({ uid: 'uid_owner', roles: ['admin'], companyIds: [] });
    renderApp('/admin/notifications?state=failed');
    expect(await screen.findByText('직원 이상만 다시 보낼 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /다시 보내기$/ })).toBeNull();
  });
});
