import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createCategory } from '../../../test/factories/category';
import { createOption } from '../../../test/factories/option';
import { createOptionGroup } from '../../../test/factories/option-group';
import { createProduct } from '../../../test/factories/product';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const t = useTestApp();

const remove = (kind: string, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/document/admin/${kind}/${id}?companyId=${COMPANY}`,
    headers: t.owner,
  });

/** A delete is refused while a live item points at the target, naming what does (issue #5). */
describe('deleting something still in use', () => {
  it('refuses an option in an option group, then in a product, then lets it go', async () => {
    const option = await createOption(t.app, t.owner, COMPANY, { optionName: '샷 추가' });
    const group = await createOptionGroup(t.app, t.owner, COMPANY, {
      optionGroupName: '커피 옵션 묶음',
      optionIds: [option.id],
    });
    const product = await createProduct(t.app, t.owner, COMPANY, {
      productName: '옵션 확인 라떼',
      optionIds: [option.id],
    });

    const inGroup = await remove('option', option.id);
    expect(inGroup.statusCode).toBe(409);
    expect(inGroup.json().message).toContain('커피 옵션 묶음');
    expect(inGroup.json().details).toEqual({ usedBy: 'optionGroup', names: ['커피 옵션 묶음'] });

    expect((await remove('optionGroup', group.id)).statusCode).toBe(200);
    const inProduct = await remove('option', option.id);
    expect(inProduct.statusCode).toBe(409);
    expect(inProduct.json().details).toEqual({ usedBy: 'product', names: ['옵션 확인 라떼'] });

    expect((await remove('product', product.id)).statusCode).toBe(200);
    expect((await remove('option', option.id)).statusCode).toBe(200);
  });

  it('refuses an option group a product uses and a category with products, listing at most five names', async () => {
    const group = await createOptionGroup(t.app, t.owner, COMPANY, { optionGroupName: '빈 묶음' });
    await createProduct(t.app, t.owner, COMPANY, { productName: '묶음 쓰는 상품', optionGroupId: group.id });
    expect((await remove('optionGroup', group.id)).json().details).toEqual({
      usedBy: 'product',
      names: ['묶음 쓰는 상품'],
    });

    const category = await createCategory(t.app, t.owner, COMPANY, { categoryName: '붐비는 카테고리' });
    for (let i = 1; i <= 6; i += 1)
      await createProduct(t.app, t.owner, COMPANY, { productName: `상품${i}`, categories: [category.id] });
    const crowded = await remove('category', category.id);
    expect(crowded.statusCode).toBe(409);
    expect(crowded.json().details.names).toHaveLength(5);
    expect(crowded.json().message).toMatch(/ 외\. 먼저 연결을 해제하세요\.$/);
  });
});
