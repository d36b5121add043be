import { createBrowserHistory, createLocation, createMemoryHistory, type History } from './history';
import { matchRoutes, type RouteMatch } from './match';
import type {
  Blocker,
  BlockerFunction,
  HistoryAction,
  Location,
  NavigateOptions,
  RouteObject,
  RouteParts,
  To,
} from './types';

export type RouterState = {
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  /** A page whose module failed to load: the nearest error boundary at or above `route` shows `error`. */
  error: { route: RouteObject; error: unknown } | null;
  /** False until the first page's modules have loaded (the root's HydrateFallback shows meanwhile). */
  initialized: boolean;
  blockers: ReadonlyMap<string, Blocker>;
};

export type Router = {
  readonly state: RouterState;
  subscribe: (listener: (state: RouterState) => void) => () => void;
  /** Resolves once the page is shown (its modules loaded); a number moves through history (-1 = back). */
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>;
  /** The route's own parts plus what its `lazy()` supplied. */
  partsOf: (route: RouteObject) => RouteParts;
  setBlocker: (key: string, shouldBlock: BlockerFunction) => void;
  deleteBlocker: (key: string) => void;
  dispose: () => void;
};

const UNBLOCKED: Blocker = { state: 'unblocked' };
const NOT_FOUND = { status: 404, statusText: 'Not Found' };

/**
 * The app's router (decision 024): the route table's pages load lazily, a navigation commits once the next page's
 * module is in, an unsaved form can hold a navigation (blockers, including the back button), and a page that fails
 * shows its route's error boundary. React Router's data router did this at ≈ 30 kB gzip on every first load.
 */
export const createRouter = (routes: RouteObject[], history: History): Router => {
  const resolved = new Map<RouteObject, RouteParts>();
  const loading = new Map<RouteObject, Promise<void>>();
  const listeners = new Set<(state: RouterState) => void>();
  const blockerFunctions = new Map<string, BlockerFunction>();
  let navigationId = 0;
  let committedIndex = history.index;
  /** A back/forward move the router made itself (undoing a blocked one) and must not handle again. */
  let ignoreNextPop = false;
  let skipBlockers = false;

  const matchesOf = (pathname: string): { matches: RouteMatch[]; notFound: boolean } => {
    const matches = matchRoutes(routes, pathname);
    if (matches) return { matches, notFound: false };
    const root = routes[0];
    return { matches: root ? [{ route: root, params: {}, pathname }] : [], notFound: true };
  };

  const initial = matchesOf(history.location.pathname);
  let state: RouterState = {
    location: history.location,
    historyAction: 'POP',
    matches: initial.matches,
    error: null,
    initialized: false,
    blockers: new Map(),
  };

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const setBlockerState = (key: string, blocker: Blocker) => {
    const blockers = new Map(state.blockers);
    blockers.set(key, blocker);
    update({ blockers });
  };

  const load = (route: RouteObject): Promise<void> => {
    if (!route.lazy || resolved.has(route)) return Promise.resolve();
    let pending = loading.get(route);
    if (!pending) {
      pending = route.lazy().then(
        (parts) => {
          resolved.set(route, parts);
        },
        (error: unknown) => {
          loading.delete(route); // a later navigation tries again (a deploy may have replaced the file)
          throw error;
        },
      );
      loading.set(route, pending);
    }
    return pending;
  };

  const commit = (
    location: Location,
    action: HistoryAction,
    matches: RouteMatch[],
    error: RouterState['error'],
  ) => {
    if (action === 'PUSH') history.push(location);
    else if (action === 'REPLACE') history.replace(location);
    committedIndex = history.index;
    update({ location, historyAction: action, matches, error, initialized: true });
  };

  /**
   * Loads the pages' modules, then shows `location` — unless a newer navigation started meanwhile. With every
   * module already in, the page shows at once (the first render of a table without lazy routes, in tests too).
   */
  const complete = (location: Location, action: HistoryAction): Promise<void> => {
    const id = ++navigationId;
    const { matches, notFound } = matchesOf(location.pathname);
    const notFoundError = notFound && matches[0] ? { route: matches[0].route, error: NOT_FOUND } : null;
    if (matches.every((match) => !match.route.lazy || resolved.has(match.route))) {
      commit(location, action, matches, notFoundError);
      return Promise.resolve();
    }
    return Promise.allSettled(matches.map((match) => load(match.route))).then((outcomes) => {
      if (id !== navigationId) return;
      const failed = outcomes.findIndex((outcome) => outcome.status === 'rejected');
      const failure = outcomes[failed];
      commit(
        location,
        action,
        matches,
        failure?.status === 'rejected'
          ? { route: matches[failed]?.route ?? {}, error: failure.reason }
          : notFoundError,
      );
    });
  };

  const blockingKey = (nextLocation: Location, historyAction: HistoryAction) => {
    if (skipBlockers) return undefined;
    for (const [key, shouldBlock] of blockerFunctions)
      if (shouldBlock({ currentLocation: state.location, nextLocation, historyAction })) return key;
    return undefined;
  };

  const unblock = (key: string) => setBlockerState(key, UNBLOCKED);

  const onPop = () => {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    const next = history.location;
    const delta = committedIndex - history.index;
    const key = blockingKey(next, 'POP');
    if (key && delta !== 0) {
      // Put the entry back, and ask; proceeding repeats the same move.
      ignoreNextPop = true;
      history.go(delta);
      setBlockerState(key, {
        state: 'blocked',
        location: next,
        proceed: () => {
          unblock(key);
          skipBlockers = true;
          history.go(-delta);
        },
        reset: () => unblock(key),
      });
      return;
    }
    skipBlockers = false;
    void complete(next, 'POP');
  };
  const stopListening = history.listen(onPop);

  const navigate: Router['navigate'] = (to, options = {}) => {
    if (typeof to === 'number') {
      history.go(to);
      return Promise.resolve();
    }
    const next = createLocation(to, options.state ?? null, state.location);
    const action: HistoryAction = options.replace ? 'REPLACE' : 'PUSH';
    const key = blockingKey(next, action);
    if (key) {
      setBlockerState(key, {
        state: 'blocked',
        location: next,
        proceed: () => {
          unblock(key);
          void complete(next, action);
        },
        reset: () => unblock(key),
      });
      return Promise.resolve();
    }
    return complete(next, action);
  };

  void complete(history.location, 'POP');

  return {
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    partsOf: (route) => ({ ...route, ...resolved.get(route) }),
    setBlocker: (key, shouldBlock) => {
      blockerFunctions.set(key, shouldBlock);
    },
    deleteBlocker: (key) => {
      blockerFunctions.delete(key);
      if (state.blockers.has(key)) {
        const blockers = new Map(state.blockers);
        blockers.delete(key);
        update({ blockers });
      }
    },
    dispose: () => {
      stopListening();
      listeners.clear();
    },
  };
};

export const createBrowserRouter = (routes: RouteObject[]) => createRouter(routes, createBrowserHistory());

export const createMemoryRouter = (routes: RouteObject[], options: { initialEntries?: string[] } = {}) =>
  createRouter(routes, createMemoryHistory(options.initialEntries));
