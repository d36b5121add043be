import { AppError, type CatalogueKind, KIND_LABELS, withParticle } from '@jumun/shared';
import type { Tx } from '../../db/client';
import { categories, optionGroups, options } from '../../db/schema';
import { findLiveIds, findReferrers } from './references.repository';

const MAX_NAMES = 5;

/**
 * Deleting something still in use would leave dangling ids on the customer's menu, so a delete is refused
 * with the names of what uses it (issue #5: "explains what uses it").
 */
export const assertNotReferenced = async (tx: Tx, kind: CatalogueKind, companyId: string, id: string) => {
  const found = await findReferrers(tx, kind, companyId, id, MAX_NAMES + 1);
  if (!found) return;
  const names = found.names.slice(0, MAX_NAMES);
  const more = found.names.length > MAX_NAMES ? ' 외' : '';
  throw new AppError(
    'CONFLICT',
    `${KIND_LABELS[found.kind]}에서 사용 중이라 삭제할 수 없습니다: ${names.join(', ')}${more}. 먼저 연결을 해제하세요.`,
    { details: { usedBy: found.kind, names } },
  );
};

type Outgoing = {
  field: string;
  target: CatalogueKind;
  table: typeof categories | typeof options | typeof optionGroups;
};

/** The ids each kind points at, and where they must live. */
const OUTGOING: Record<CatalogueKind, Outgoing[]> = {
  product: [
    { field: 'categories', target: 'category', table: categories },
    { field: 'optionIds', target: 'option', table: options },
    { field: 'optionGroupId', target: 'optionGroup', table: optionGroups },
  ],
  optionGroup: [{ field: 'optionIds', target: 'option', table: options }],
  category: [],
  option: [],
};

const idsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * Every id a saved item points at must be a live item of this company (issue 9: a product saved with another
 * company's category id was accepted). Refused as a whole with the missing ids named; nothing is written.
 */
export const assertReferencesExist = async (
  tx: Tx,
  kind: CatalogueKind,
  companyId: string,
  items: readonly Record<string, unknown>[],
) => {
  for (const { field, target, table } of OUTGOING[kind]) {
    const wanted = [...new Set(items.flatMap((item) => idsIn(item[field])))];
    const live = await findLiveIds(tx, table, companyId, wanted);
    const missing = wanted.filter((id) => !live.has(id));
    if (missing.length > 0) {
      throw new AppError(
        'VALIDATION',
        `연결한 ${withParticle(KIND_LABELS[target], '을/를')} 이 가게에서 찾을 수 없습니다: ${missing.slice(0, MAX_NAMES).join(', ')}. 삭제되었거나 다른 가게의 항목입니다.`,
        { details: { field, missing } },
      );
    }
  }
};

/** Do none of the items point at anything (no category, option or option group)? Then there is nothing to check. */
export const pointsAtNothing = (kind: CatalogueKind, items: readonly Record<string, unknown>[]) =>
  OUTGOING[kind].every(({ field }) => items.every((item) => idsIn(item[field]).length === 0));
