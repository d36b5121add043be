import { render } from '@testing-library/react';
import { AppProvider } from '../app/provider';
import { buildRoutes } from '../app/router';
import { type AuthUser, setAuthState } from '../lib/auth/auth-store';
import { createQueryClient } from '../lib/query-client';
import { createMemoryRouter, RouterProvider } from '../lib/router';

/** Renders the real route table at `path` in a memory router, with the app's providers (and the entry's client). */
export const renderApp = (path: string, queryClient = createQueryClient()) => {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProvider env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
};

export const ADMIN_USER: AuthUser = { uid: 'uid_owner', roles: ['admin'], companyIds: ['coA'] };
export const SUPER_USER: AuthUser = { uid: 'uid_super', roles: ['admin', 'super'], companyIds: [] };

export const signInAs = (user: AuthUser | null) => setAuthState({ isInitialised: true, user });
export const authNotInitialised = () => setAuthState({ isInitialised: false, user: null });
