import type { RouteObject } from './types';

export type Params = Record<string, string | undefined>;

/** One compiled path: `:name` takes one segment, a trailing `*` takes the rest (as `params['*']`). */
type Pattern = { regexp: RegExp; names: string[]; score: number };

const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;
const SPLAT_PENALTY = -2;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Paths match case-insensitively with an optional trailing slash, and a more specific path wins over a less
 * specific one whatever the table's order (static segments over `:params` over `*`): the rules React Router used,
 * so the route table and every link behave as before.
 */
const compilePattern = (path: string, end: boolean): Pattern => {
  const names: string[] = [];
  const segments = path.split('/').filter(Boolean);
  let source = '^';
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') {
      names.push('*');
      source += '(?:\\/(.*))?';
      score += SPLAT_PENALTY;
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '\\/([^\\/]+)';
      score += DYNAMIC_SEGMENT;
    } else {
      source += `\\/${escapeRegExp(segment)}`;
      score += STATIC_SEGMENT;
    }
  }
  source += end ? '\\/*$' : '(?:\\/|$)';
  return { regexp: new RegExp(source, 'i'), names, score };
};

/**
 * Each path is compiled once: matching the first URL used to build a regular expression for every route of the table
 * (twice), 20 ms of a phone's start-up before the first page (decision 053).
 */
const compiled = new Map<string, Pattern>();
const compile = (path: string, end: boolean): Pattern => {
  const key = `${end ? '1' : '0'}${path}`;
  let pattern = compiled.get(key);
  if (!pattern) {
    pattern = compilePattern(path, end);
    compiled.set(key, pattern);
  }
  return pattern;
};

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** `matchPath({ path: '/admin/invite/:token', end: true }, pathname)` → the params, or null. */
export const matchPath = (
  pattern: string | { path: string; end?: boolean },
  pathname: string,
): { params: Params; pathname: string } | null => {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { regexp, names } = compile(path, end);
  const found = regexp.exec(pathname === '' ? '/' : pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, index) => {
    const value = found[index + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : decode(value);
  });
  return { params, pathname };
};

export type RouteMatch = { route: RouteObject; params: Params; pathname: string };

type Branch = { routes: RouteObject[]; path: string; score: number; order: number };

/** Every leaf with its chain of pathless layouts above it. A route's path is absolute (the table's are). */
const flatten = (routes: RouteObject[], parents: RouteObject[] = [], out: Branch[] = []): Branch[] => {
  for (const route of routes) {
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, out);
    else if (route.path !== undefined)
      out.push({
        routes: chain,
        path: route.path,
        score: compile(route.path, true).score,
        order: out.length,
      });
  }
  return out;
};

const branchCache = new WeakMap<RouteObject[], Branch[]>();

/** The chain of routes (root first) that renders `pathname`, or null when nothing matches. */
export const matchRoutes = (routes: RouteObject[], pathname: string): RouteMatch[] | null => {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score || a.order - b.order);
    branchCache.set(routes, branches);
  }
  for (const branch of branches) {
    const found = matchPath({ path: branch.path, end: true }, pathname);
    // One params object for the whole chain: a layout reads the same params as its page.
    if (found) return branch.routes.map((route) => ({ route, params: found.params, pathname }));
  }
  return null;
};
