import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useContext, useEffect } from 'react';
import { RouteContext } from './context';
import { createLocation, createPath } from './history';
import { useLocation, useNavigate } from './hooks';
import type { To } from './types';

/** Where the matched child route renders inside a layout. */
export const Outlet = () => useContext(RouteContext).outlet;

/** Navigates once it renders (redirects). */
export const Navigate = ({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) => {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
};

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

const isModifiedClick = (event: MouseEvent) =>
  event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * An <a> that navigates in the app; a modified or middle click, or another target, stays the browser's (new tab).
 * A link to the page already shown replaces the entry instead of adding one.
 */
export const Link = ({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) => {
  const navigate = useNavigate();
  const location = useLocation();
  const href = createPath(createLocation(to, null, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || isModifiedClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
};
