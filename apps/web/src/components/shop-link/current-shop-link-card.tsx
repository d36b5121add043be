import { companyDisplayName } from '../../lib/company/company.api';
import { useCurrentCompany } from '../../lib/company/use-current-company';
import { ShopLinkCard } from './shop-link-card';

/** The shop-link card of the company being worked on (dashboard, settings); nothing until it is known. */
export const CurrentShopLinkCard = () => {
  const { company, companyId } = useCurrentCompany();
  if (!company || !companyId) return null;
  return <ShopLinkCard companyId={companyId} shopName={companyDisplayName(company, companyId)} />;
};
