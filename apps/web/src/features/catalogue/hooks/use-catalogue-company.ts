import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useCatalogueSync } from '../../../lib/sync';

/**
 * The company the catalogue screens work on, and whether this administrator may change it (demo
 * administrators may not). Opening any catalogue screen also starts the company's sync if nothing has yet.
 */
export const useCatalogueCompany = () => {
  const { companyId, canWrite, canOperate, isDemo } = useCurrentCompany();
  useCatalogueSync(companyId);
  return { companyId, canWrite, canOperate, isDemo };
};
