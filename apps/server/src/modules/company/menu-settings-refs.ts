import { AppError, type MenuSettings } from '@jumun/shared';
import type { Executor } from '../../db/client';

/** Of `ids`, the live items of one kind in the company (catalogue's `liveCatalogueIds`, handed in by app.ts). */
export type LiveCatalogueIds = (
  db: Executor,
  kind: 'category' | 'product',
  companyId: string,
  ids: readonly string[],
) => Promise<Set<string>>;

const MAX_NAMED = 5;
/** With the subject particle: 카테고리가, 상품이. */
const LABELS = { category: '카테고리가', product: '상품이' } as const;

const categoryIdsOf = (settings: MenuSettings) => [
  ...settings.categoryOrder,
  ...settings.hiddenCategoryIds,
  ...Object.keys(settings.categoryDayparts),
  ...Object.keys(settings.categoryOrderTypes),
];
const productIdsOf = (settings: MenuSettings) => Object.keys(settings.productDayparts);

const withoutKeys = <T>(record: Record<string, T>, gone: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !gone.has(key)));

/**
 * The ids in 메뉴 설정 must be this company's live categories and products (issue 9: they were never checked).
 * - An id the save adds that is not one (another shop's, or made up) is refused with a Korean 400 naming it.
 * - An id already in the stored settings whose item has since been deleted is dropped: deleting a category does not
 *   edit the settings, and the settings form sends them back whole, so refusing it would block every later save of
 *   the company (a notice, the hours) with an error the owner cannot fix from the form.
 * Answers the settings to store.
 */
export const checkMenuSettingsRefs = async (
  db: Executor,
  liveIds: LiveCatalogueIds,
  companyId: string,
  sent: MenuSettings,
  stored: MenuSettings,
): Promise<MenuSettings> => {
  const gone = { category: new Set<string>(), product: new Set<string>() };
  for (const [kind, idsOf] of [
    ['category', categoryIdsOf],
    ['product', productIdsOf],
  ] as const) {
    const wanted = [...new Set(idsOf(sent))];
    const live = await liveIds(db, kind, companyId, wanted);
    const storedIds = new Set(idsOf(stored));
    const notLive = wanted.filter((id) => !live.has(id));
    const added = notLive.filter((id) => !storedIds.has(id));
    if (added.length > 0)
      throw new AppError(
        'VALIDATION',
        `메뉴 설정에 이 가게에서 찾을 수 없는 ${LABELS[kind]} 있습니다: ${added.slice(0, MAX_NAMED).join(', ')}. 삭제되었거나 다른 가게의 항목입니다.`,
        { details: { kind, missing: added } },
      );
    for (const id of notLive) gone[kind].add(id);
  }
  return {
    ...sent,
    categoryOrder: sent.categoryOrder.filter((id) => !gone.category.has(id)),
    hiddenCategoryIds: sent.hiddenCategoryIds.filter((id) => !gone.category.has(id)),
    categoryDayparts: withoutKeys(sent.categoryDayparts, gone.category),
    categoryOrderTypes: withoutKeys(sent.categoryOrderTypes, gone.category),
    productDayparts: withoutKeys(sent.productDayparts, gone.product),
  };
};
