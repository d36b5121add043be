import { AppError, type CatalogueKind, KIND_LABELS } from '@jumun/shared';
import type { Tx } from '../../db/client';
import { findReferrers } from './references.repository';

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
