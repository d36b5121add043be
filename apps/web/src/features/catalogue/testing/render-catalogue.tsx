import type { CatalogueKind } from '@jumun/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../../../app/provider';
import { cacheKey } from '../../sync/core/local-cache';

export const TEST_COMPANY_ID = 'coTest';

/** Writes a kind's list where the sync engine restores it from, as a previous session would have left it. */
export const seedCache = (kind: CatalogueKind, items: unknown[]) => {
  window.localStorage.setItem(
    cacheKey(kind, TEST_COMPANY_ID),
    JSON.stringify({ data: items, dateLastFetched: Date.now(), syncPosition: '1' }),
  );
};

/** Renders one catalogue page at `path` in a memory data router (useBlocker needs one) with the app's providers. */
export const renderCataloguePage = (
  element: ReactNode,
  path: string,
  routePath = path.split('?')[0] ?? path,
) => {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: null },
    ],
    {
      initialEntries: [path],
    },
  );
  const view = render(
    <AppProvider env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
};
