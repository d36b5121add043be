import { type Company, ERROR_MESSAGES, type MenuSettings } from '@jumun/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueSync } from '../../../lib/sync';
import { seedCatalogueCache } from '../../../testing/catalogue-cache';
import { makeAdministrator, makeCompany, serveCurrentCompany } from '../../../testing/factories/company';
import { type FakeApi, fail, installFakeApi, ok } from '../../../testing/fake-api';
import { renderApp, signInAs } from '../../../testing/render-app';
import { MENU_CATEGORIES, MENU_PRODUCTS } from '../testing/menu-fixtures';

const PATH = '/admin/settings/menu-settings';
let api: FakeApi;
let company: Company;

beforeEach(async () => {
  company = makeCompany('coA', { menuSettings: { categoryOrder: ['ctg_dessert'] } as MenuSettings });
  api = installFakeApi();
  serveCurrentCompany(api, makeAdministrator('uid_owner', ['coA']), () => company);
  for (const companyId of ['coA', 'demoCompanyCafe'])
    await seedCatalogueCache(companyId, { product: MENU_PRODUCTS, category: MENU_CATEGORIES });
  signInAs({ uid: 'uid_owner', roles: ['admin'], companyIds: ['coA'] });
});
afterEach(() => {
  api.restore();
  // Stops the listener and its reconnect timer; the next test starts from the seeded cache again.
  catalogueSync.stopSync();
});

const rowNames = () =>
  screen
    .getAllByTestId('category-row')
    .map((row) => within(row).getAllByText(/커피|디저트|브런치/)[0]?.textContent);
const previewText = () => screen.getByTestId('menu-preview').textContent ?? '';
const saved = () =>
  (api.calls.find((call) => call.method === 'POST')?.body as { item: Company } | undefined)?.item;

describe('menu settings page', () => {
  it('lists categories in the saved order, hides one from the preview, and saves the whole company with its revision', async () => {
    api.on('POST', /^\/api\/document\/admin\/company$/, () => ok({ id: 'coA', revision: 4 }));
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await screen.findAllByTestId('category-row');
    expect(rowNames()).toEqual(['디저트', '커피', '브런치']);
    expect(previewText()).toContain('에그 샌드위치');

    await user.click(screen.getByRole('switch', { name: '브런치 노출' }));
    expect(previewText()).not.toContain('에그 샌드위치');
    await user.click(
      within(screen.getByRole('group', { name: '커피 주문 종류' })).getByRole('checkbox', { name: '배달' }),
    );
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(saved()).toBeDefined());
    expect(saved()?.revision).toBe(3);
    expect(saved()?.businessInfo.shopName).toBe('샘플카페 합정점');
    expect(saved()?.menuSettings).toMatchObject({
      categoryOrder: ['ctg_dessert'],
      hiddenCategoryIds: ['ctg_brunch'],
      categoryOrderTypes: { ctg_coffee: ['takeout', 'dineIn', 'parcel'] },
    });
    expect(await screen.findByText('변경 사항 없음')).toBeInTheDocument();
  }, 60_000);

  it('limits a category to a daypart and previews the menu at a time outside it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    // The categories come from the catalogue cache, which is read asynchronously (IndexedDB).
    await screen.findAllByTestId('category-row');
    await user.click(await screen.findByRole('button', { name: '시간대 추가' }));
    await user.click(screen.getByRole('textbox', { name: '이름' }));
    await user.paste('브런치 타임');
    await user.click(screen.getByRole('combobox', { name: '브런치 시간대' }));
    await user.click(await screen.findByRole('option', { name: '브런치 타임' }));

    // The new daypart runs weekdays 11:00–14:00.
    await user.click(screen.getByRole('combobox', { name: '요일' }));
    await user.click(await screen.findByRole('option', { name: '화요일' }));
    const time = screen.getByLabelText('시각');
    await user.clear(time);
    await user.type(time, '12:30');
    expect(previewText()).toContain('에그 샌드위치');
    await user.clear(time);
    await user.type(time, '18:00');
    expect(previewText()).not.toContain('에그 샌드위치');
    expect(previewText()).toContain('아메리카노');
  }, 60_000);

  it('shows the schema message under an unnamed daypart and does not save', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: '시간대 추가' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('시간대 이름을 입력하세요')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a stale save and offers the newer settings', { timeout: 60_000 }, async () => {
    api.on('POST', /^\/api\/document\/admin\/company$/, () =>
      fail(409, 'CONFLICT', ERROR_MESSAGES.staleRevision),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await user.click(await screen.findByRole('switch', { name: '커피 노출' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(ERROR_MESSAGES.staleRevision)).toBeInTheDocument();
    company = makeCompany('coA', {
      revision: 5,
      menuSettings: { hiddenCategoryIds: ['ctg_dessert'] } as MenuSettings,
    });
    await user.click(screen.getByRole('button', { name: '최신 내용 불러오기' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '디저트 노출' })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: '커피 노출' })).toBeChecked();
  });

  it('keeps a demo administrator read-only', async () => {
    signInAs({ uid: 'uid_demo', roles: ['admin'], companyIds: [] });
    serveCurrentCompany(api, makeAdministrator('uid_demo', []), () => company);
    renderApp(PATH);
    expect(await screen.findByRole('switch', { name: '커피 노출' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });
});
