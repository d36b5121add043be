import { ERROR_MESSAGES } from '@jumun/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueSync } from '../../../lib/sync';
import { seedCatalogueCache } from '../../../testing/catalogue-cache';
import { makeAdministrator, makeCompany, serveCurrentCompany } from '../../../testing/factories/company';
import { type FakeApi, fail, installFakeApi, ok } from '../../../testing/fake-api';
import { renderApp, signInAs } from '../../../testing/render-app';
import {
  AMERICANO,
  CHEESECAKE,
  COFFEE,
  DESSERT,
  makeDefinition,
  TEN_PERCENT,
} from '../testing/coupon-fixtures';

const LIST = '/admin/settings/stamp-coupon-settings';
let api: FakeApi;

beforeEach(async () => {
  api = installFakeApi();
  serveCurrentCompany(api, makeAdministrator('uid_owner', ['coA']), () => makeCompany('coA'));
  api.on('GET', /^\/api\/admin\/companies\/coA\/coupon-definitions$/, () => ok([TEN_PERCENT]));
  for (const companyId of ['coA', 'demoCompanyCafe'])
    await seedCatalogueCache(companyId, { product: [AMERICANO, CHEESECAKE], category: [COFFEE, DESSERT] });
  signInAs({ uid: 'uid_owner', roles: ['admin'], companyIds: ['coA'] });
});
afterEach(() => {
  api.restore();
  // Stops the listener and its reconnect timer; the next test starts from the seeded cache again.
  catalogueSync.stopSync();
});

const postedBody = () => api.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;

describe('create a stamp coupon', () => {
  it('creates a free-item coupon with a first-come limit and an expiry after issue, then returns to the list', async () => {
    api.on('POST', /^\/api\/admin\/companies\/coA\/coupon-definitions$/, (request) =>
      ok(makeDefinition('def_1764000000000_0042', request.body as never)),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`${LIST}/create`);
    await user.click(await screen.findByRole('textbox', { name: '쿠폰 이름' }));
    await user.paste('아메리카노 무료');
    await user.click(screen.getByRole('radio', { name: '무료 상품' }));
    await user.click(screen.getByRole('combobox', { name: '무료로 줄 상품' }));
    await user.click(await screen.findByRole('option', { name: '아메리카노 · 4,500원' }));
    await user.click(screen.getByRole('radio', { name: '선착순' }));
    const limit = screen.getByRole('textbox', { name: '선착순 발급 수량' });
    await user.clear(limit);
    await user.type(limit, '50');
    await user.click(screen.getByRole('radio', { name: '발급 후 기간' }));
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(postedBody()).toMatchObject({
      type: 'freeItem',
      couponName: '아메리카노 무료',
      freeItemProductId: 'p_americano',
      stampsRequired: 10,
      maxIssueCount: 50,
      validForDays: 30,
      dateExpiration: null,
    });
    expect(postedBody()).not.toHaveProperty('discountRate');
  }, 60_000);

  it('shows the shared schema message under an invalid rate and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(`${LIST}/create`);
    await user.type(await screen.findByRole('textbox', { name: '쿠폰 이름' }), '과한 할인');
    const rate = screen.getByRole('textbox', { name: '할인율' });
    await user.clear(rate);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('할인율을 입력하세요')).toBeInTheDocument();
    expect(screen.getByText('빨간색으로 표시된 항목을 확인하세요.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`${LIST}/create`);
    await user.type(await screen.findByRole('textbox', { name: '쿠폰 이름' }), '임시');
    await user.click(screen.getByRole('link', { name: '목록으로' }));
    expect(await screen.findByText('저장하지 않은 변경 사항')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '계속 편집' }));
    expect(router.state.location.pathname).toBe(`${LIST}/create`);
  });
});

describe('edit a stamp coupon', () => {
  beforeEach(() => {
    api.on('GET', /\/coupon-definitions\/def_1735657200000_0002$/, () => ok(TEN_PERCENT));
  });

  it('saves with the revision it opened and shows the stale message on 409 without leaving', async () => {
    api.on('PUT', /\/coupon-definitions\/def_1735657200000_0002$/, () =>
      fail(409, 'CONFLICT', ERROR_MESSAGES.staleRevision),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`${LIST}/edit/${TEN_PERCENT.id}`);
    const name = await screen.findByRole('textbox', { name: '쿠폰 이름' });
    expect(name).toHaveValue('10% 할인 (최대 3,000원)');
    expect(screen.getByLabelText(/만료일/, { selector: 'input[type=date]' })).toHaveValue('2026-12-31');
    await user.clear(name);
    await user.type(name, '10% 할인');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(ERROR_MESSAGES.staleRevision)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${LIST}/edit/${TEN_PERCENT.id}`);
    const put = api.calls.find((call) => call.method === 'PUT')?.body;
    expect(put).toMatchObject({
      revision: 1,
      couponName: '10% 할인',
      maxIssueCount: 100,
      dateExpiration: '2026-12-31T23:59:59+09:00',
    });
  }, 60_000);

  it('says so when the definition does not exist', async () => {
    renderApp(`${LIST}/edit/def_missing`);
    expect(await screen.findByText('쿠폰 설정을 찾을 수 없습니다')).toBeInTheDocument();
  });
});
