import { useCurrentCompany } from '../../company/use-current-company';
import { useCatalogueSync } from '../hooks/use-sync';

/** Starts the signed-in administrator's company sync; loaded lazily by sync-on-login.tsx. */
const CompanySync = () => {
  const { companyId } = useCurrentCompany();
  useCatalogueSync(companyId);
  return null;
};

export default CompanySync;
