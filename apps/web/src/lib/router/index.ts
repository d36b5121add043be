/**
 * The app's router: the route table's pages, links and navigation hooks (decision 024). The API is the part of
 * React Router's that the app used, with the same names and behaviour.
 */
export { Link, Navigate, Outlet } from './components';
export { createBrowserRouter, createMemoryRouter, type Router } from './create-router';
export {
  useBeforeUnload,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './hooks';
export { matchPath } from './match';
export { RouterProvider } from './router-provider';
export type { Blocker, BlockerFunction, Location, RouteObject, UIMatch } from './types';
