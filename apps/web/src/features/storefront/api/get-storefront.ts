import type { Category, Company, Product } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Storefront = { company: Company; products: Product[]; categories: Category[] };

/** The customer view of a company (area `user`, read-only, published catalogue only: issue #3 §5). */
export const storefrontQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.storefront.detail(companyId),
    queryFn: async ({ signal }): Promise<Storefront> => {
      const [company, products, categories] = await Promise.all([
        api.get<Company>(`/api/document/user/company/${encodeURIComponent(companyId)}`, {
          query: { companyId: '' },
          signal,
        }),
        api.get<Product[]>('/api/document/user/product', { query: { companyId }, signal }),
        api.get<Category[]>('/api/document/user/category', { query: { companyId }, signal }),
      ]);
      return { company, products, categories };
    },
    staleTime: 60_000,
  });
