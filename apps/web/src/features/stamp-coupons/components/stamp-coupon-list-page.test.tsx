import { ERROR_MESSAGES } from '@jumun/shared';
import { screen, waitFor, within } from '@testing-library/react';
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
  FREE_AMERICANO,
  TEN_PERCENT,
} from '../testing/coupon-fixtures';

const PATH = '/admin/settings/stamp-coupon-settings';
let api: FakeApi;
let company = makeCompany('coA');

beforeEach(async () => {
  company = makeCompany('coA', { rewardPolicy: { ...makeCompany('x').rewardPolicy, saveType: 'stamp' } });
  api = installFakeApi();
  serveCurrentCompany(api, makeAdministrator('uid_owner', ['coA']), () => company);
  api.on('GET', /^\/api\/admin\/companies\/coA\/coupon-definitions$/, () =>
    ok([FREE_AMERICANO, TEN_PERCENT]),
  );
  for (const companyId of ['coA', 'demoCompanyCafe'])
    await seedCatalogueCache(companyId, { product: [AMERICANO, CHEESECAKE], category: [COFFEE, DESSERT] });
  signInAs({ uid: 'uid_owner', roles: ['admin'], companyIds: ['coA'] });
});
afterEach(() => {
  api.restore();
  // Stops the listener and its reconnect timer; the next test starts from the seeded cache again.
  catalogueSync.stopSync();
});

describe('stamp coupon settings list', () => {
  it('lists the definitions fewest stamps first with type, benefit, limit and expiry (cards below desktop width)', async () => {
    renderApp(PATH);
    const rows = await screen.findAllByTestId('coupon-row');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      '10% 할인 (최대 3,000원)',
      '아메리카노 1잔 무료',
    ]);
    const [percent, free] = rows as [HTMLElement, HTMLElement];
    expect(within(percent).getByText('정률 할인')).toBeInTheDocument();
    expect(percent).toHaveTextContent('선착순 100장 · 온라인 주문만 · 2026.12.31까지');
    // The product's name comes from the catalogue cache, read asynchronously (IndexedDB): pending, never "missing".
    expect(free).not.toHaveTextContent('찾을 수 없는 상품');
    await waitFor(() => expect(free).toHaveTextContent('스탬프 10개 → 아메리카노 무료'));
    expect(free).toHaveTextContent('발급 후 90일');
  });

  it('previews the issuance through the server and asks for a missing number in Korean', async () => {
    api.on('POST', /\/coupon-definitions\/preview-issuance$/, () =>
      ok({
        newBalance: 1,
        issued: [{ definitionId: FREE_AMERICANO.id, couponName: '아메리카노 1잔 무료', count: 1 }],
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    const current = await screen.findByRole('textbox', { name: '현재 스탬프' });
    await user.clear(current);
    await user.click(screen.getByRole('button', { name: '계산하기' }));
    expect(await screen.findByText('현재 스탬프 수를 입력하세요')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/preview-issuance'))).toBe(false);

    await user.clear(current);
    await user.type(current, '7');
    await user.click(screen.getByRole('button', { name: '계산하기' }));
    const result = await screen.findByTestId('issuance-result');
    await waitFor(() => expect(result).toHaveTextContent('쿠폰 1장 발급, 남는 스탬프 1개'));
    expect(result).toHaveTextContent('아메리카노 1잔 무료');
    expect(api.calls.find((call) => call.path.endsWith('/preview-issuance'))?.body).toEqual({
      currentStamp: 7,
      addedStamp: 8,
    });
  });

  it('deletes a definition after confirmation', async () => {
    let deleted = false;
    api.on('DELETE', /\/coupon-definitions\/(def_[\w]+)$/, () => {
      deleted = true;
      return ok({ id: TEN_PERCENT.id, revision: 2 });
    });
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: '10% 할인 (최대 3,000원) 삭제' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(
      await screen.findByText('‘10% 할인 (최대 3,000원)’ 쿠폰 설정을 삭제했습니다.'),
    ).toBeInTheDocument();
  });

  it('saves the reward policy with the revision and shows a stale save', async () => {
    api.on('POST', /^\/api\/document\/admin\/company$/, () =>
      fail(409, 'CONFLICT', ERROR_MESSAGES.staleRevision),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await user.click(await screen.findByRole('radio', { name: '포인트' }));
    const card = screen.getByRole('textbox', { name: '선결제 · 카드' });
    await user.clear(card);
    await user.type(card, '3');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(ERROR_MESSAGES.staleRevision)).toBeInTheDocument();
    const saved = api.calls.find((call) => call.method === 'POST')?.body as {
      item: { revision: number; rewardPolicy: { saveType: string; savedRatePrepaidCard: number } };
    };
    expect(saved.item.revision).toBe(3);
    expect(saved.item.rewardPolicy).toMatchObject({ saveType: 'point', savedRatePrepaidCard: 3 });
  });

  it('keeps a demo administrator read-only', async () => {
    signInAs({ uid: 'uid_demo', roles: ['admin'], companyIds: [] });
    serveCurrentCompany(api, makeAdministrator('uid_demo', []), () => company);
    api.on('GET', /coupon-definitions$/, () => ok([FREE_AMERICANO]));
    renderApp(PATH);
    expect((await screen.findAllByTestId('demo-read-only-notice')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: '아메리카노 1잔 무료 삭제' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });
});
