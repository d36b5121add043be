import type { HistoryAction, Location } from './types';

/** Where the app's URL lives: the browser's session history, or an array (tests). */
export type History = {
  readonly location: Location;
  /** Position of the current entry, counted from the first entry of this app's session. */
  readonly index: number;
  push: (location: Location) => void;
  replace: (location: Location) => void;
  go: (delta: number) => void;
  /** Called after the back/forward buttons (or `go`) moved to another entry. */
  listen: (listener: (action: HistoryAction) => void) => () => void;
};

let keySeed = 0;
export const createKey = () => `${Date.now().toString(36)}${(keySeed++).toString(36)}`;

/** Splits `/a/b?x=1#top` (relative `?x=1` keeps the current path) into a location. */
export const createLocation = (to: string, state: unknown, current?: Location): Location => {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  const path = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  const pathname = path === '' ? (current?.pathname ?? '/') : path;
  return {
    pathname,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
    state,
    key: createKey(),
  };
};

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${pathname}${search}${hash}`;

type EntryState = { usr: unknown; key: string; idx: number };

const readEntry = (): { location: Location; index: number } => {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<EntryState> | null;
  return {
    location: { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' },
    index: typeof entry?.idx === 'number' ? entry.idx : 0,
  };
};

/** The browser's history; each entry remembers its state, key and index (the blocker needs the index). */
export const createBrowserHistory = (): History => {
  let current = readEntry();
  if (window.history.state?.idx === undefined) {
    window.history.replaceState(
      { usr: current.location.state, key: current.location.key, idx: 0 } satisfies EntryState,
      '',
    );
  }
  const write = (location: Location, index: number, method: 'pushState' | 'replaceState') => {
    window.history[method](
      { usr: location.state, key: location.key, idx: index } satisfies EntryState,
      '',
      createPath(location),
    );
    current = { location, index };
  };
  return {
    get location() {
      return current.location;
    },
    get index() {
      return current.index;
    },
    push: (location) => write(location, current.index + 1, 'pushState'),
    replace: (location) => write(location, current.index, 'replaceState'),
    go: (delta) => window.history.go(delta),
    listen: (listener) => {
      const onPop = () => {
        current = readEntry();
        listener('POP');
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
};

/** History kept in memory, for tests: `initialEntries` are paths, the last one is current. */
export const createMemoryHistory = (initialEntries: string[] = ['/']): History => {
  const entries = initialEntries.map((path) => createLocation(path, null));
  let index = entries.length - 1;
  const listeners = new Set<(action: HistoryAction) => void>();
  return {
    get location() {
      return entries[index] ?? createLocation('/', null);
    },
    get index() {
      return index;
    },
    push: (location) => {
      index += 1;
      entries.splice(index, entries.length - index, location);
    },
    replace: (location) => {
      entries[index] = location;
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener('POP');
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
