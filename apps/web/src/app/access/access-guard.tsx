import { type ReactNode, useDeferredValue } from 'react';
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
  const live = useAuth();
  // Auth becoming known swaps the loader for the whole page. The auth store is an external store, whose updates React
  // renders synchronously, in one long task (issues #11 and #16: 300–900 ms at Lighthouse's 4× CPU); the deferred value
  // renders the page in a background lane that yields to the browser every few milliseconds. Only that first change is
  // deferred: later ones (sign-out) reach the guard in the same render as the rest of the page, as before.
  const deferred = useDeferredValue(live);
  const { isInitialised, user } = deferred.isInitialised ? live : deferred;
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
