import { NewVersionPrompt } from '../../components/new-version-prompt';
import { Outlet } from '../../lib/router';
import { CatalogueSyncOnLogin } from '../../lib/sync/sync-on-login';
import { AccessGuard } from '../access/access-guard';

/** The root of every route: the access guard around the page, and the new-version prompt above it. */
export const RootRoute = () => (
  <>
    <AccessGuard>
      <Outlet />
    </AccessGuard>
    <NewVersionPrompt />
    <CatalogueSyncOnLogin />
  </>
);
