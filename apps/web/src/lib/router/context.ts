import { createContext, type ReactNode } from 'react';
import type { Router, RouterState } from './create-router';
import type { RouteMatch } from './match';

export const RouterContext = createContext<Router | null>(null);
export const RouterStateContext = createContext<RouterState | null>(null);
/** The route being rendered: its place in the matches, and what its <Outlet /> shows. */
export const RouteContext = createContext<{ matches: RouteMatch[]; index: number; outlet: ReactNode }>({
  matches: [],
  index: -1,
  outlet: null,
});
export const RouteErrorContext = createContext<unknown>(undefined);
