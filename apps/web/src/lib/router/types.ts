import type { ComponentType, ReactNode } from 'react';

/** What a route module (or a route's `lazy()`) supplies. */
export type RouteParts = {
  Component?: ComponentType | null;
  /** Rendered instead of the route's page when the page, or a route below it without its own, fails. */
  ErrorBoundary?: ComponentType | null;
  /** Shown while the first page's modules load. */
  HydrateFallback?: ComponentType | null;
};

/**
 * One entry of the route table. Layout routes have `children` and no path; pages have an absolute `path`.
 * `lazy` loads the page's module (its `Component`) before the navigation to it commits.
 */
export type RouteObject = RouteParts & {
  id?: string;
  path?: string;
  element?: ReactNode;
  handle?: unknown;
  lazy?: () => Promise<RouteParts>;
  children?: RouteObject[];
};

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry. */
  key: string;
};

export type To = string;

export type NavigateOptions = { replace?: boolean; state?: unknown };

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** The shape useMatches() returns (as React Router's `UIMatch`). */
export type UIMatch = {
  id: string;
  pathname: string;
  params: Record<string, string | undefined>;
  handle: unknown;
};

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;
