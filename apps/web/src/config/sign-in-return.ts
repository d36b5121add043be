import { matchPath } from '../lib/router';
import { LOGIN_PATH, ROUTES, type RouteName } from './paths';

/**
 * Pages a signed-out visitor comes back to after signing in (issue 14: an invitee opens the invitation link
 * before signing in). Only these: every other admin page sends the anonymous visitor to the plain login page and
 * the sign-in to the dashboard (spec §2), and a `next` that is not one of them is ignored, so the login page can
 * never be made to send someone elsewhere.
 */
const RETURN_AFTER_SIGN_IN: readonly RouteName[] = ['admin-invite-token'];

/** The login URL's parameter that holds the page to come back to. */
export const RETURN_PARAM = 'next';

const isReturnable = (pathname: string) =>
  RETURN_AFTER_SIGN_IN.some((name) => matchPath({ path: ROUTES[name].path, end: true }, pathname) !== null);

/** Where the access guard sends a signed-out visitor of `pathname`: the login page, remembering the page if it may. */
export const loginPathFor = (pathname: string): string =>
  isReturnable(pathname) ? `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: pathname })}` : LOGIN_PATH;

/** The page to open after signing in, from the login page's query string; null for none or one not allowed. */
export const returnPathFrom = (search: string): string | null => {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  return next?.startsWith('/') && !next.startsWith('//') && isReturnable(next) ? next : null;
};
