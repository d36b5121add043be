export { SuperCompaniesPage as Component } from '../../../features/super-admin/components/companies-page';
