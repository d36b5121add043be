import { api } from '../../../../lib/api-client';
import { customerSession } from '../../../../lib/auth/customer-session';

/** `POST /api/userAuth/logout` (revokes the refresh token), then forgets the session on this device regardless. */
export const logoutCustomer = async () => {
  const tokens = customerSession.get();
  try {
    if (tokens)
      await api.post('/api/userAuth/logout', { refreshToken: tokens.refreshToken }, { auth: false });
  } catch {
    // Offline or already revoked: signing out on this device must still work.
  }
  customerSession.clear();
};
