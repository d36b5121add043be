import type { ReactNode } from 'react';
import { ForbiddenPage } from '../../components/errors/forbidden-page';
import { FullPageLoader } from '../../components/ui/full-page-loader';
import { useAuth } from '../../lib/auth/auth-store';
import { Navigate, useLocation, useMatches } from '../../lib/router';
import { resolveAccess } from './access-rules';
import { middlewareOf } from './route-handle';

/**
 * Applies access-rules.ts to the current location. It re-renders when auth changes, so signing out on an
 * admin page lands on /admin/login and signing in on /admin/login lands on /admin/dashboard (or back on the
 * invitation the visitor opened first, config/sign-in-return.ts).
 */
export const AccessGuard = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const { isInitialised, user } = useAuth();
  const decision = resolveAccess({ pathname, search, isInitialised, user }, middlewareOf(matches));

  switch (decision.type) {
    case 'pending':
      return <FullPageLoader />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return <ForbiddenPage />;
    case 'allow':
      return children;
  }
};
