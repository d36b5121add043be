import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { RouteContext, RouteErrorContext, RouterContext, RouterStateContext } from './context';
import type { Router, RouterState } from './create-router';
import { createKey } from './history';
import type { Params } from './match';
import type { Blocker, BlockerFunction, Location, NavigateOptions, UIMatch } from './types';

const useRouter = (): Router => {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside <RouterProvider>');
  return router;
};

const useRouterState = (): RouterState => {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('A router hook was used outside <RouterProvider>');
  return state;
};

export const useLocation = (): Location => useRouterState().location;

/** `navigate('/path', { replace, state })` or `navigate(-1)`; the same function on every render. */
export const useNavigate = () => useRouter().navigate;

export const useParams = (): Params => {
  const { matches, index } = useContext(RouteContext);
  return matches[index]?.params ?? {};
};

export const useMatches = (): UIMatch[] =>
  useRouterState().matches.map((match, index) => ({
    id: match.route.id ?? String(index),
    pathname: match.pathname,
    params: match.params,
    handle: match.route.handle,
  }));

/** The error a route's ErrorBoundary is showing. */
export const useRouteError = (): unknown => useContext(RouteErrorContext);

type SearchInit = URLSearchParams | Record<string, string> | string;

export const useSearchParams = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(search)) : next,
      );
      const query = value.toString();
      return navigate(query ? `?${query}` : '?', options);
    },
    [navigate, search],
  );
  return [params, setParams] as const;
};

const UNBLOCKED: Blocker = { state: 'unblocked' };

/** Holds in-app navigations (links, navigate, the back button) while `shouldBlock` says so. */
export const useBlocker = (shouldBlock: boolean | BlockerFunction): Blocker => {
  const router = useRouter();
  const [key] = useState(createKey);
  const blockers = useRouterState().blockers;
  useEffect(() => {
    router.setBlocker(key, typeof shouldBlock === 'function' ? shouldBlock : () => shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router.deleteBlocker(key), [router, key]);
  return blockers.get(key) ?? UNBLOCKED;
};

/** Runs `callback` when the tab is closed or reloaded (the browser's own "leave site?" prompt). */
export const useBeforeUnload = (callback: (event: BeforeUnloadEvent) => void) => {
  useEffect(() => {
    window.addEventListener('beforeunload', callback);
    return () => window.removeEventListener('beforeunload', callback);
  }, [callback]);
};
