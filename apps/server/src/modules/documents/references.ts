import { AppError, type CatalogueKind, KIND_LABELS } from '@jumun/shared';
import { and, arrayContains, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { optionGroups, products } from '../../db/schema';

type Referrer = {
  kind: CatalogueKind;
  label: (row: Record<string, unknown>) => string;
  find: (companyId: string, id: string) => Promise<Record<string, unknown>[]>;
};

const MAX_NAMES = 5;

/**
 * Deleting something still in use would leave dangling ids on the customer's menu, so a delete is refused
 * with the names of what uses it (issue #5: "explains what uses it").
 */
export const assertNotReferenced = async (tx: Tx, kind: CatalogueKind, companyId: string, id: string) => {
  const live = (table: typeof products | typeof optionGroups, condition: SQL) =>
    tx
      .select()
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.isDeleted, false), condition))
      .limit(MAX_NAMES + 1);

  const referrers: Referrer[] = [];
  if (kind === 'category') {
    referrers.push({
      kind: 'product',
      label: (r) => String(r.productName),
      find: () => live(products, arrayContains(products.categories, [id])),
    });
  }
  if (kind === 'option') {
    referrers.push(
      {
        kind: 'optionGroup',
        label: (r) => String(r.optionGroupName),
        find: () => live(optionGroups, arrayContains(optionGroups.optionIds, [id])),
      },
      {
        kind: 'product',
        label: (r) => String(r.productName),
        find: () => live(products, arrayContains(products.optionIds, [id])),
      },
    );
  }
  if (kind === 'optionGroup') {
    referrers.push({
      kind: 'product',
      label: (r) => String(r.productName),
      find: () => live(products, eq(products.optionGroupId, id)),
    });
  }

  for (const referrer of referrers) {
    const rows = await referrer.find(companyId, id);
    if (rows.length === 0) continue;
    const names = rows.slice(0, MAX_NAMES).map(referrer.label).join(', ');
    const more = rows.length > MAX_NAMES ? ' 외' : '';
    throw new AppError(
      'CONFLICT',
      `${KIND_LABELS[referrer.kind]}에서 사용 중이라 삭제할 수 없습니다: ${names}${more}. 먼저 연결을 해제하세요.`,
      { details: { usedBy: referrer.kind, names: rows.slice(0, MAX_NAMES).map(referrer.label) } },
    );
  }
};
