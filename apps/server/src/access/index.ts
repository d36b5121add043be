/** The access layer: who is calling (Session) and the checks every module runs first. */
export { COMPANY_SCOPE_PREFIX, companyAccessOf, registerCompanyScope } from './company-scope';
export { type CustomerSession, canCustomerActAt, requireCustomer } from './customer-session';
export {
  type AccessMode,
  type CompanyAccess,
  requireCompanyAccess,
  requireSelfOrSuper,
  requireSession,
  requireSuper,
} from './require-access';
export { isDemoAdministrator, isSuper, type Session } from './session';
