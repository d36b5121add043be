import { Component, type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import { RouteContext, RouteErrorContext, RouterContext, RouterStateContext } from './context';
import type { Router, RouterState } from './create-router';
import type { Location } from './types';

type BoundaryProps = { location: Location; fallback: ComponentType; children: ReactNode };
type BoundaryState = { error: unknown; location: Location };

/** Catches a page's render error and shows the route's ErrorBoundary; the next navigation clears it. */
class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    const Fallback = this.props.fallback;
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorContext.Provider value={this.state.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

const renderMatches = (router: Router, state: RouterState): ReactNode => {
  const { matches, error, location } = state;
  if (!state.initialized) {
    const Fallback = matches.map((match) => router.partsOf(match.route).HydrateFallback).find(Boolean);
    return Fallback ? <Fallback /> : null;
  }
  let errorIndex = -1;
  if (error) {
    const failedAt = matches.findIndex((match) => match.route === error.route);
    for (let index = failedAt; index >= 0 && errorIndex < 0; index -= 1) {
      if (router.partsOf(matches[index]?.route ?? {}).ErrorBoundary) errorIndex = index;
    }
  }
  const last = errorIndex >= 0 ? errorIndex : matches.length - 1;
  let outlet: ReactNode = null;
  for (let index = last; index >= 0; index -= 1) {
    const match = matches[index];
    if (!match) continue;
    const { Component: Page, ErrorBoundary } = router.partsOf(match.route);
    let element: ReactNode;
    if (index === errorIndex && ErrorBoundary) {
      element = (
        <RouteErrorContext.Provider value={error?.error}>
          <ErrorBoundary />
        </RouteErrorContext.Provider>
      );
    } else {
      element = Page ? <Page /> : 'element' in match.route ? match.route.element : outlet;
      if (ErrorBoundary)
        element = (
          <RenderErrorBoundary location={location} fallback={ErrorBoundary}>
            {element}
          </RenderErrorBoundary>
        );
    }
    outlet = <RouteContext.Provider value={{ matches, index, outlet }}>{element}</RouteContext.Provider>;
  }
  return outlet;
};

/** Renders the router's current page inside its layouts. Updates are transitions, as React Router's were. */
export const RouterProvider = ({ router }: { router: Router }) => {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    // The router may have moved on between this render and the effect (the first page's modules loaded meanwhile). A
    // transition here too: as a default update it rendered the whole first page in one task, 350–700 ms of a phone's
    // main thread at 4× slowdown (decision 055).
    startTransition(() => setState(router.state));
    return router.subscribe((next) => startTransition(() => setState(next)));
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>{renderMatches(router, state)}</RouterStateContext.Provider>
    </RouterContext.Provider>
  );
};
