import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProvider } from '../app/provider';
import { createMemoryRouter, RouterProvider } from '../lib/router';

/**
 * The app's providers in test mode (no transitions, no portals). Tests import the app layer only through
 * src/testing (the import-boundary test holds features and lib to that).
 */
export const TestProviders = ({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) => (
  <AppProvider env="test" queryClient={queryClient}>
    {children}
  </AppProvider>
);

/** One component with the app's providers, no router. */
export const renderWithProviders = (ui: ReactNode) => render(<TestProviders>{ui}</TestProviders>);

/**
 * One page at `path` in a memory data router (useBlocker needs one) with the app's providers; other paths
 * render nothing, so a navigation away shows in `router.state.location`.
 */
export const renderPage = (element: ReactNode, path = '/', routePath = path.split('?')[0] ?? path) => {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router };
};
