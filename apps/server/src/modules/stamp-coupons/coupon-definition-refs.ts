import type { CouponDefinitionFields } from '@jumun/shared';
import type { Db } from '../../db/client';
import { type FieldIssue, invalidInput } from '../../lib/invalid-input';
import { liveCatalogueIds } from '../catalogue';

/**
 * A definition may only point at live products and categories of its own company: a coupon for a deleted or
 * foreign product could never be used. Failures come back as 400 naming the field, like schema errors.
 */
export const assertCatalogueRefs = async (db: Db, companyId: string, fields: CouponDefinitionFields) => {
  const productIds = [
    ...fields.availableProductIds,
    ...(fields.type === 'freeItem' ? [fields.freeItemProductId] : []),
  ];
  const [liveProducts, liveCategories] = await Promise.all([
    liveCatalogueIds(db, 'product', companyId, productIds),
    liveCatalogueIds(db, 'category', companyId, fields.availableCategoryIds),
  ]);
  const issues: FieldIssue[] = [];
  if (fields.type === 'freeItem' && !liveProducts.has(fields.freeItemProductId)) {
    issues.push({ path: 'body.freeItemProductId', message: '무료로 줄 상품을 찾을 수 없습니다' });
  }
  fields.availableProductIds.forEach((id, index) => {
    if (!liveProducts.has(id))
      issues.push({ path: `body.availableProductIds.${index}`, message: `상품을 찾을 수 없습니다: ${id}` });
  });
  fields.availableCategoryIds.forEach((id, index) => {
    if (!liveCategories.has(id))
      issues.push({
        path: `body.availableCategoryIds.${index}`,
        message: `카테고리를 찾을 수 없습니다: ${id}`,
      });
  });
  if (issues.length > 0) throw invalidInput(issues, 5);
};
