import type { GeoPoint } from '@jumun/shared';

/** One address found by a search service, in the company's businessInfo terms (domain §3.2). */
export type AddressSearchResult = {
  addressName: string;
  roadAddressName: string;
  buildingName: string;
  postCode: string;
  geoPoint: GeoPoint | null;
};

/**
 * Where addresses come from. The original system asked the Kakao Local API (`y`/`x` → latitude/longitude); this
 * seam lets a deployment plug such a service in while the product works without any: the manual adapter below.
 */
export type AddressSearchAdapter = {
  /** Shown to the owner: which service answers, by the service's own name (e.g. Kakao). */
  label: string;
  /** False when there is nothing to ask; the page then shows only the fields to type in. */
  canSearch: boolean;
  search: (query: string, signal?: AbortSignal) => Promise<AddressSearchResult[]>;
};

/** No external service: the owner (or the customer at checkout) types the address and the latitude/longitude (copied from any map). */
export const manualAddressSearch: AddressSearchAdapter = {
  // Never shown: without a service there is no search box to name it on (the fields say "type it in").
  label: 'manual',
  canSearch: false,
  search: async () => [],
};
