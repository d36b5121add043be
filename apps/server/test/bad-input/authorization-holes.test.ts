import { describe, expect, it } from 'vitest';
import { useTestApp } from '../build-app';

/** Issue 9 "Authorization holes", each reproduced as the attacker would try it. */
const t = useTestApp();
const OWN = 'coJumunSample';
const OTHER_CATEGORY = 'ctg_demoCompanyCafe_coffee';

const companyDoc = async (headers: Record<string, string>) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/document/admin/company/${OWN}?companyId=`, headers })
  ).json().data;

const saveCompany = (headers: Record<string, string>, item: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/document/admin/company',
    headers,
    payload: { companyId: '', item },
  });

describe('company structure is the operator’s', () => {
  it('an owner cannot change the type or the head-office links; saving the form unchanged still works', async () => {
    const current = await companyDoc(t.owner);
    for (const change of [
      { companyType: 'online_mall' },
      { isHeadCompany: true },
      { parentCompanyId: 'demoCompanyCafe' },
    ]) {
      const res = await saveCompany(t.owner, { ...current, ...change });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toContain('운영팀');
    }
    const unchanged = await saveCompany(t.owner, { ...current, notice: '오늘도 영업합니다' });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const after = await companyDoc(t.owner);
    expect(after).toMatchObject({
      companyType: current.companyType,
      isHeadCompany: current.isHeadCompany,
      parentCompanyId: current.parentCompanyId,
    });
  });

  it('a super admin can change them', async () => {
    const superAdmin = await t.bearer({ uid: 'super-1', roles: ['admin', 'super'] });
    const current = await companyDoc(t.owner);
    const res = await saveCompany(superAdmin, { ...current, companyType: 'offline_store' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('even a super admin links a branch only under a live head office, not under any shop or itself', async () => {
    const superAdmin = await t.bearer({ uid: 'super-1', roles: ['admin', 'super'] });
    for (const parentCompanyId of ['demoCompanyCafe', OWN, 'coNoSuchCompany']) {
      const current = await companyDoc(t.owner);
      const res = await saveCompany(superAdmin, { ...current, parentCompanyId });
      expect(res.statusCode, `${parentCompanyId}: ${res.body}`).toBe(400);
    }
    const current = await companyDoc(t.owner);
    const linked = await saveCompany(superAdmin, { ...current, parentCompanyId: 'demoHQ' });
    expect(linked.statusCode, linked.body).toBe(200);
    const unlinked = await saveCompany(superAdmin, { ...(await companyDoc(t.owner)), parentCompanyId: '' });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
  });
});

describe('catalogue references stay inside the company', () => {
  it('a product pointing at another company’s category is refused, and nothing is saved', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document/admin/product',
      headers: t.owner,
      payload: {
        companyId: OWN,
        item: { productName: '남의 카테고리', priceDiscounted: 1000, categories: [OTHER_CATEGORY] },
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(OTHER_CATEGORY);
    // The particle follows the kind's last syllable (카테고리를, 옵션을), from the shared helper.
    expect(res.json().message).toContain('연결한 카테고리를 이 가게에서 찾을 수 없습니다');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/document/admin/product?companyId=${OWN}`,
      headers: t.owner,
    });
    expect(JSON.stringify(list.json().data)).not.toContain('남의 카테고리');
  });

  it.each([
    ['option group', { optionGroupId: 'og_demoCompanyCafe_espresso' }, 'og_demoCompanyCafe_espresso'],
    ['options', { optionIds: [`opt_${OWN}_size`, 'opt_demoCompanyCafe_size'] }, 'opt_demoCompanyCafe_size'],
  ])(
    'a product pointing at another company’s %s is refused, and nothing is saved',
    async (_what, refs, foreign) => {
      const productName = `남의 옵션 ${foreign}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/document/admin/product',
        headers: t.owner,
        payload: { companyId: OWN, item: { productName, priceDiscounted: 1000, ...refs } },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(foreign);
      expect(res.json().message).not.toContain(`opt_${OWN}_size`);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/document/admin/product?companyId=${OWN}`,
        headers: t.owner,
      });
      expect(list.statusCode).toBe(200);
      expect(JSON.stringify(list.json().data)).not.toContain(productName);
    },
  );

  it('an option group pointing at another company’s option is refused; its own options are fine', async () => {
    const save = (optionIds: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/document/admin/optionGroup',
        headers: t.owner,
        payload: { companyId: OWN, item: { optionGroupName: '시험 그룹', optionIds } },
      });
    const refused = await save(['opt_demoCompanyCafe_size']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('연결한 옵션을 이 가게에서 찾을 수 없습니다');
    expect((await save([`opt_${OWN}_size`])).statusCode).toBe(200);
  });
});
