import { ERROR_MESSAGES } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createCategory } from '../../../test/factories/category';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const DOC_URL = `/api/document/admin/company/${COMPANY}?companyId=`;
const t = useTestApp();

const readCompany = async () => (await t.app.inject({ url: DOC_URL, headers: t.owner })).json().data;
const saveCompany = (item: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/document/admin/company',
    headers: t.owner,
    payload: { companyId: '', item },
  });

const LUNCH = { id: 'dp_lunch', name: '점심', days: ['monday', 'friday'], start: '11:00', end: '14:00' };

/** company.menuSettings is validated by the shared menuSettingsSchema (issue #6 §4). */
describe('company menuSettings', () => {
  it('saves the settings with the revision and reads them back with the defaults filled in', async () => {
    const company = await readCompany();
    const menuSettings = {
      categoryOrder: ['ctg_coJumunSample_latte'],
      hiddenCategoryIds: ['ctg_coJumunSample_bean'],
      dayparts: [LUNCH],
      categoryDayparts: { ctg_coJumunSample_dessert: ['dp_lunch'] },
    };
    const res = await saveCompany({ ...company, menuSettings });
    expect(res.statusCode).toBe(200);
    const saved = await readCompany();
    expect(saved.revision).toBe(company.revision + 1);
    expect(saved.menuSettings).toEqual({ ...menuSettings, productDayparts: {}, categoryOrderTypes: {} });
  });

  it('refuses a daypart reference to a missing daypart and an unknown order type, naming the field', async () => {
    const company = await readCompany();
    const dangling = await saveCompany({
      ...company,
      menuSettings: { dayparts: [LUNCH], productDayparts: { p_x: ['dp_gone'] } },
    });
    expect(dangling.statusCode).toBe(400);
    expect(dangling.json().message).toContain(
      'item.menuSettings.productDayparts.p_x — 없는 시간대를 가리키고 있습니다',
    );
    const badTime = await saveCompany({
      ...company,
      menuSettings: { dayparts: [{ ...LUNCH, start: '25:00' }] },
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toContain('item.menuSettings.dayparts.0.start');
    expect((await readCompany()).revision).toBe(company.revision);
  });

  it.each([
    [
      'hiddenCategoryIds',
      { hiddenCategoryIds: ['ctg_demoCompanyCafe_coffee'] },
      'ctg_demoCompanyCafe_coffee',
    ],
    ['categoryOrder', { categoryOrder: ['ctg_coJumunSample_latte', 'ctg_made_up'] }, 'ctg_made_up'],
    [
      'categoryOrderTypes',
      { categoryOrderTypes: { ctg_demoCompanyCafe_tea: ['takeout'] } },
      'ctg_demoCompanyCafe_tea',
    ],
    [
      'productDayparts',
      { dayparts: [LUNCH], productDayparts: { p_demoCompanyCafe_001: ['dp_lunch'] } },
      'p_demoCompanyCafe_001',
    ],
  ])(
    'refuses %s naming another shop’s or an unknown item, and saves nothing (issue 9)',
    async (_field, menuSettings, foreign) => {
      const company = await readCompany();
      const res = await saveCompany({ ...company, menuSettings });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(foreign);
      expect(res.json().message).toMatch(/찾을 수 없는 (카테고리가|상품이)/);
      expect((await readCompany()).revision).toBe(company.revision);
    },
  );

  it('drops the id of a category deleted since it was hidden, so the next save of the company still works', async () => {
    const category = await createCategory(t.app, t.owner, COMPANY, { categoryName: '곧 삭제할 카테고리' });
    const company = await readCompany();
    const menuSettings = {
      hiddenCategoryIds: [category.id],
      categoryOrder: [category.id, 'ctg_coJumunSample_tea'],
    };
    expect((await saveCompany({ ...company, menuSettings })).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/admin/category/${category.id}?companyId=${COMPANY}`,
      headers: t.owner,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // The settings form sends back what it was shown, the deleted id included.
    const shown = await readCompany();
    expect(shown.menuSettings.hiddenCategoryIds).toEqual([category.id]);
    const res = await saveCompany({ ...shown, notice: '삭제 뒤 저장' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await readCompany();
    expect(saved.notice).toBe('삭제 뒤 저장');
    expect(saved.menuSettings.hiddenCategoryIds).toEqual([]);
    expect(saved.menuSettings.categoryOrder).toEqual(['ctg_coJumunSample_tea']);
  });

  it('refuses a stale revision with 409', async () => {
    const company = await readCompany();
    expect((await saveCompany(company)).statusCode).toBe(200);
    const stale = await saveCompany({ ...company, menuSettings: { hiddenCategoryIds: ['x'] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ERROR_MESSAGES.staleRevision);
  });
});
