/** The administrators module's public entry (test/import-boundaries.test.ts): the rest of the folder is private. */
export { toAdministratorDto } from './administrator.dto';
export {
  type AdministratorRow,
  addAdministratorRole,
  anonymiseAdministrator,
  findAdministratorAccess,
  findAdministratorSummaries,
  findAdministratorsWithoutNameKey,
  insertAdministrator,
  linkCompanyToAdministrator,
  lockAdministrator,
  setAdministratorCompanies,
  setAdministratorPhone,
  setNameKey,
} from './administrator.repository';
export { type AdministratorService, createAdministratorService } from './administrator.service';
export { searchAdministrators, setAdministratorState } from './administrator-directory.repository';
export { nameSearchKey, withNameKey } from './name-search';
