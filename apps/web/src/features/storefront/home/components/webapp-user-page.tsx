import { href } from '../../../../config/paths';
import { Navigate } from '../../../../lib/router';
import { readRecentShops } from '../../shop/utils/recent-shops';

/** /webapp-user, the installed app's start page: the shop last opened on this device, else the shop list. */
export const WebappUserPage = () => {
  const [last] = readRecentShops();
  return (
    <Navigate to={last ? href('user-companyId', { companyId: last.companyId }) : href('user')} replace />
  );
};
