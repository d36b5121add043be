import type { Area, RouteName } from '../../config/paths';
import type { UIMatch } from '../../lib/router';

/** What every route of config/paths.ts carries in its `handle`. */
export type RouteHandle = { name: RouteName; area: Area; middleware: readonly string[] };

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  Boolean(handle && typeof handle === 'object' && 'name' in handle && 'middleware' in handle);

export const middlewareOf = (matches: readonly UIMatch[]): string[] =>
  matches.flatMap((match) => (isRouteHandle(match.handle) ? [...match.handle.middleware] : []));

export const areaOf = (matches: readonly UIMatch[]): Area | undefined =>
  matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.area;
