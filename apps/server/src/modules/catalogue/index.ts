/** The catalogue module's public entry (test/import-boundaries.test.ts): the rest of the folder is private. */

export { type CatalogueService, createCatalogueService } from './catalogue.service';
export { friendtalkPricesOf, liveCatalogueIds } from './catalogue-lookups';
/** What an order reads and takes from the catalogue, in the order's transaction (decision 012). */
export { loadQuoteCatalogue, returnStock, takeStock } from './order-catalogue.repository';
export { createQuoteCatalogueCache, type QuoteCatalogueCache } from './quote-catalogue-cache';
export { listSoldOutOptionItems, listSoldOutProducts } from './sold-out.repository';
