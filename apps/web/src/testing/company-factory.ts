/**
 * Moved to testing/factories/company.ts (issue #10: one factory per entity). The storefront tests still import
 * this path; the storefront engineer points them at factories/company and deletes this file.
 */
export { makeCompany } from './factories/company';
