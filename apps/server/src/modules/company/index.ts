/**
 * The company module's public entry: what other modules, the seed and scripts may use. Everything else in this
 * folder is private to it (test/import-boundaries.test.ts).
 */

export { type CatalogueState, readCatalogueState } from './catalogue-state.repository';
export {
  type CompanyFields,
  findCompany,
  findCompanyRegisteredBy,
  insertCompany,
  isLiveCompany,
  listLiveCompanyIds,
  lockCompany,
} from './company.repository';
export { type CompanyService, createCompanyService } from './company.service';
export {
  type CompanyPageQuery,
  type CompanySort,
  findShopNames,
  pageCompanyRows,
  updateCompanyStructure,
} from './company-directory.repository';
export { createCompanyExistsCheck } from './company-exists';
export {
  findCompaniesByKakaoChannelId,
  findLiveCompanyStatuses,
  findShopName,
  listCompaniesWithBoardPause,
} from './company-lookups.repository';
export {
  bumpDataRevision,
  bumpSchemaGeneration,
  COMPANY_CHANGED_CHANNEL,
  notifyCompanyChanged,
  toVersionInfo,
} from './company-versions.repository';
export { withKakaoChannelOwnership } from './kakao-channel-owner';
export type { LiveCatalogueIds } from './menu-settings-refs';
