import type { AuditEntry } from '@jumun/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeApi, installFakeApi, ok } from '../../../testing/fake-api';
import { SUPER_USER, signInAs } from '../../../testing/render-app';
import { renderWithProviders } from '../../../testing/render-page';
import { SuperAuditPage } from './audit-page';

const entry = (id: number): AuditEntry => ({
  id,
  at: '2026-03-02T02:00:00.000Z',
  companyId: 'coA',
  actorUid: 'uid_kim',
  actorName: '김매니저',
  actorRole: 'manager',
  kind: 'product',
  entityId: `p_${id}`,
  action: 'updated',
  before: null,
  after: null,
  summary: `row ${id}`,
});

const auditCalls = (api: FakeApi) => api.calls.filter((call) => call.path === '/api/super/audit');

/** /super/audit (issue 14): the operator narrows the log by person, kind and Seoul dates and pages through it. */
describe('SuperAuditPage', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('sends the person, kind and Seoul day range to the server, and pages with beforeId', async () => {
    api = installFakeApi();
    api.on('GET', /^\/api\/super\/audit$/, (request) => {
      // 50 rows newest first, then the 3 rows before the last one seen.
      const before = Number(request.query.get('beforeId') ?? 0);
      const ids = before ? [3, 2, 1] : Array.from({ length: 50 }, (_, i) => 100 - i);
      return ok(ids.map(entry));
    });
    api.on('GET', /^\/api\/super\/administrators$/, (request) =>
      ok({
        items:
          request.query.get('q') === '0031'
            ? [
                {
                  uid: 'uid_kim',
                  name: '김매니저',
                  phoneSuffix: '0031',
                  status: 'active',
                  roles: ['admin'],
                  dateCreated: '2026-01-01T00:00:00.000Z',
                  companies: [],
                },
              ]
            : [],
        total: 1,
      }),
    );
    signInAs(SUPER_USER);
    renderWithProviders(
      <SuperAuditPage renderTable={(rows) => <p data-testid="rows">{rows.map((r) => r.id).join(',')}</p>} />,
    );
    await waitFor(() => expect(screen.getByTestId('rows').textContent?.split(',')).toHaveLength(50));

    await userEvent.type(screen.getByRole('combobox', { name: '사람' }), '0031');
    await userEvent.click(await screen.findByRole('option', { name: '김매니저 · ****0031' }));
    await userEvent.click(screen.getByRole('combobox', { name: '종류' }));
    await userEvent.click(await screen.findByRole('option', { name: '상품' }));
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-03-02' } });

    await waitFor(() => {
      const last = auditCalls(api).at(-1)?.query;
      expect(Object.fromEntries(last ?? [])).toEqual({
        actorUid: 'uid_kim',
        kind: 'product',
        from: '2026-02-28T15:00:00.000Z',
        to: '2026-03-02T15:00:00.000Z',
        limit: '50',
      });
    });

    await userEvent.click(await screen.findByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toMatch(/,51,3,2,1$/));
    expect(auditCalls(api).at(-1)?.query.get('beforeId')).toBe('51');
    // Three rows is a short page: nothing more to load.
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('offers every kind the log records in Korean, devices and sign-in links included', async () => {
    api = installFakeApi();
    api.on('GET', /^\/api\/super\/audit$/, () => ok([entry(1)]));
    signInAs(SUPER_USER);
    renderWithProviders(<SuperAuditPage renderTable={(rows) => <p data-testid="rows">{rows.length}</p>} />);
    await userEvent.click(screen.getByRole('combobox', { name: '종류' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(
      expect.arrayContaining(['고객 알림', '자동 로그인 기기', '고객 로그인 링크', '직원', '주문']),
    );
    expect(offered.join()).not.toMatch(/device|loginToken|notification/);
    await userEvent.click(screen.getByRole('option', { name: '고객 로그인 링크' }));
    await waitFor(() => expect(auditCalls(api).at(-1)?.query.get('kind')).toBe('loginToken'));
  });
});
