/** The catalogue module's public entry (test/import-boundaries.test.ts): the rest of the folder is private. */

export { type CatalogueService, createCatalogueService } from './catalogue.service';
export { friendtalkPricesOf, liveCatalogueIds } from './catalogue-lookups';
