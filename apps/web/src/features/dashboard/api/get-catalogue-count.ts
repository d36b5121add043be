import type { CatalogueKind } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/query-keys';

/** How many items of a kind the company has: the list of spec §7 (GET api/document/admin/{kind}), counted. */
export const catalogueCountQueryOptions = (kind: CatalogueKind, companyId: string) =>
  queryOptions({
    queryKey: catalogueKeys(kind).list({ companyId, purpose: 'count' }),
    queryFn: async ({ signal }) => {
      const items = await api.get<unknown[]>(`/api/document/admin/${kind}`, { query: { companyId }, signal });
      return Array.isArray(items) ? items.length : 0;
    },
    enabled: Boolean(companyId),
  });
