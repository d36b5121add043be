import { apiRequest } from '../../../../lib/api-client';
import { customerSession } from '../utils/customer-session';

/** `POST /api/userAuth/logout` (revokes the refresh token), then forgets the session on this device regardless. */
export const logoutCustomer = async () => {
  const tokens = customerSession.get();
  if (tokens) {
    await apiRequest('POST', '/api/userAuth/logout', {
      body: { refreshToken: tokens.refreshToken },
      auth: false,
    });
  }
  customerSession.clear();
};
