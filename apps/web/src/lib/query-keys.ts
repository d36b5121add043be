import type { CatalogueKind } from '@jumun/shared';

/**
 * The one query-key factory (house style §9, medusa `query-key-factory.ts`). Every query and every
 * invalidation builds its key here: `all` ⊃ `lists()` ⊃ `list(params)`, `all` ⊃ `details()` ⊃ `detail(id)`.
 */
const createQueryKeys = <const Domain extends string>(domain: Domain) => {
  const all = [domain] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: Record<string, unknown> = {}) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string, params: Record<string, unknown> = {}) => [...all, 'detail', id, params] as const,
  };
};

export const queryKeys = {
  administrator: createQueryKeys('administrator'),
  company: createQueryKeys('company'),
  product: createQueryKeys('product'),
  category: createQueryKeys('category'),
  option: createQueryKeys('option'),
  optionGroup: createQueryKeys('optionGroup'),
  storefront: createQueryKeys('storefront'),
  order: createQueryKeys('order'),
  notification: createQueryKeys('notification'),
  waybillSend: createQueryKeys('waybillSend'),
  dashboard: createQueryKeys('dashboard'),
  statistics: createQueryKeys('statistics'),
  couponDefinition: createQueryKeys('couponDefinition'),
  loginToken: createQueryKeys('loginToken'),
  device: createQueryKeys('device'),
  accountSession: createQueryKeys('accountSession'),
  kakaoTemplate: createQueryKeys('kakaoTemplate'),
  build: { latest: () => ['build', 'latest'] as const },
} as const;

export const catalogueKeys = (kind: CatalogueKind) => queryKeys[kind];
