import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  Link,
  matchPath,
  Outlet,
  type RouteObject,
  RouterProvider,
  useBlocker,
  useLocation,
  useMatches,
  useParams,
  useRouteError,
  useSearchParams,
} from './index';

const Layout = () => (
  <main>
    <Outlet />
  </main>
);
const Shop = () => {
  const { companyId } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <h1>shop {companyId}</h1>
      <p>product {params.get('product') ?? 'none'}</p>
      <button type="button" onClick={() => void setParams({ product: 'p_1' })}>
        open
      </button>
      <Link to="/user/coA/cart">cart</Link>
    </div>
  );
};
const Names = () => (
  <p>
    {useMatches()
      .map((match) => match.id)
      .join(' > ')}
  </p>
);
const Broken = () => {
  throw new Error('render failed');
};
const ErrorPage = () => <p>error: {String((useRouteError() as Error).message)}</p>;
const Form = () => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <div>
      <h1>form {useLocation().pathname}</h1>
      {blocker.state === 'blocked' ? (
        <>
          <button type="button" onClick={blocker.proceed}>
            leave
          </button>
          <button type="button" onClick={blocker.reset}>
            stay
          </button>
        </>
      ) : null}
    </div>
  );
};

const routes = (lazyPage: () => Promise<{ Component: () => React.ReactNode }>): RouteObject[] => [
  {
    id: 'root',
    Component: Layout,
    ErrorBoundary: ErrorPage,
    children: [
      { id: 'cart', path: '/user/:companyId/cart', element: <Names /> },
      { id: 'shop', path: '/user/:companyId', Component: Shop },
      { id: 'static', path: '/user/new', element: <h1>static wins</h1> },
      { id: 'lazy', path: '/lazy', lazy: lazyPage, ErrorBoundary: ErrorPage },
      { id: 'broken', path: '/broken', Component: Broken, ErrorBoundary: ErrorPage },
      { id: 'form', path: '/form', Component: Form },
      { id: 'token', path: '/token/:token/*', element: <Names /> },
      { id: 'not-found', path: '*', element: <h1>not found</h1> },
    ],
  },
];

const renderRouter = (path: string, lazyPage = async () => ({ Component: () => <h1>lazy page</h1> })) => {
  const router = createMemoryRouter(routes(lazyPage), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('matchPath', () => {
  it('matches params, splats and case like the route table needs', () => {
    expect(matchPath({ path: '/admin/invite/:token', end: true }, '/admin/invite/abc%20d')?.params).toEqual({
      token: 'abc d',
    });
    expect(matchPath('/admin/LoginToken', '/admin/logintoken/')).not.toBeNull();
    expect(matchPath('/token/:t/*', '/token/x')?.params).toEqual({ t: 'x', '*': '' });
    expect(matchPath('/token/:t/*', '/token/x/user/coA')?.params).toEqual({ t: 'x', '*': 'user/coA' });
    expect(matchPath('/user/:id', '/user/a/b')).toBeNull();
  });
});

describe('the router', () => {
  it('renders the most specific route with its params, and search params navigate', async () => {
    const router = renderRouter('/user/coA');
    expect(await screen.findByRole('heading', { name: 'shop coA' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('product p_1')).toBeVisible();
    expect(router.state.location.search).toBe('?product=p_1');
    fireEvent.click(screen.getByRole('link', { name: 'cart' }));
    expect(await screen.findByText('root > cart')).toBeVisible();
    await act(() => router.navigate('/user/new'));
    expect(screen.getByRole('heading', { name: 'static wins' })).toBeVisible();
    await act(() => router.navigate('/nowhere'));
    expect(screen.getByRole('heading', { name: 'not found' })).toBeVisible();
    await act(() => router.navigate(-3));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/coA'));
    expect(router.state.location.search).toBe('?product=p_1');
  });

  it('loads a lazy page before showing it, and shows the error boundary when it cannot', async () => {
    let fail = true;
    const router = renderRouter('/user/coA', async () => {
      if (fail) throw new Error('chunk gone');
      return { Component: () => <h1>lazy page</h1> };
    });
    await screen.findByRole('heading', { name: 'shop coA' });
    await act(() => router.navigate('/lazy'));
    expect(screen.getByText('error: chunk gone')).toBeVisible();
    fail = false;
    await act(() => router.navigate('/user/coA'));
    await act(() => router.navigate('/lazy'));
    expect(screen.getByRole('heading', { name: 'lazy page' })).toBeVisible();
  });

  it("catches a page's render error in its route's boundary, cleared by the next navigation", async () => {
    const router = renderRouter('/broken');
    expect(await screen.findByText('error: render failed')).toBeVisible();
    await act(() => router.navigate('/user/coB'));
    expect(screen.getByRole('heading', { name: 'shop coB' })).toBeVisible();
  });

  it('holds a navigation while a blocker says so, for links and the back button alike', async () => {
    const router = renderRouter('/user/coA');
    await screen.findByRole('heading', { name: 'shop coA' });
    await act(() => router.navigate('/form'));
    await act(() => router.navigate('/user/coB'));
    expect(router.state.location.pathname).toBe('/form');
    fireEvent.click(await screen.findByRole('button', { name: 'stay' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'stay' })).toBeNull());
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe('/form');
    fireEvent.click(await screen.findByRole('button', { name: 'leave' }));
    await screen.findByRole('heading', { name: 'shop coA' });
    expect(router.state.location.pathname).toBe('/user/coA');
  });
});
