import {
  type CatalogueKind,
  type Category,
  type Option,
  type OptionGroup,
  type PublicProduct,
  storefrontCatalogueUrl,
} from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** What the user area answers: products through the public allow-list (no stock count, no Friendtalk price). */
export type ShopCatalogue = {
  product: PublicProduct;
  category: Category;
  option: Option;
  optionGroup: OptionGroup;
};

/**
 * One catalogue list of a shop as customers see it (`GET api/document/user/{kind}`: hidden and private products
 * are left out by the server). Realtime changes invalidate it per kind (shop/utils/live-shop.ts).
 */
export const shopCatalogueQueryOptions = <K extends CatalogueKind>(companyId: string, kind: K) =>
  queryOptions({
    queryKey: queryKeys.storefront.detail(companyId, { part: kind }),
    queryFn: ({ signal }) => api.get<ShopCatalogue[K][]>(storefrontCatalogueUrl(companyId, kind), { signal }),
    staleTime: 60_000,
  });
