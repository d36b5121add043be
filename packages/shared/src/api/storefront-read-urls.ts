import type { CatalogueKind } from '../catalogue/kinds';

/*
 * The storefront's read URLs (path and query, no origin), built in one place: the web app requests them and the server
 * preloads the menu page's first three with its HTML (decision 037). Chromium hands a preloaded answer to a request
 * only when the URLs are equal byte for byte, so both sides must build them here.
 */

/** The shop as customers see it (`companyId=` empty: the id is in the path). */
export const storefrontShopUrl = (companyId: string) =>
  `/api/document/user/company/${encodeURIComponent(companyId)}?companyId=`;

/** One catalogue list of a shop as customers see it; the query encoded as the web's API client encodes it. */
export const storefrontCatalogueUrl = (companyId: string, kind: CatalogueKind) =>
  `/api/document/user/${kind}?${new URLSearchParams({ companyId })}`;

/** The menu page's first reads (the storefront's `useShop`): the shop, its products, its categories. */
export const storefrontFirstReadUrls = (companyId: string) => [
  storefrontShopUrl(companyId),
  storefrontCatalogueUrl(companyId, 'product'),
  storefrontCatalogueUrl(companyId, 'category'),
];
