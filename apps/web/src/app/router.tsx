import { NotFoundPage } from '../components/errors/not-found-page';
import { RouteErrorPage } from '../components/errors/route-error-page';
import { EmptyLayout } from '../components/layouts/empty-layout';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { ROUTES, type RouteDefinition, type RouteName } from '../config/paths';
import { createBrowserRouter, type RouteObject } from '../lib/router';
import type { RouteHandle } from './access/route-handle';
import { RootRoute } from './routes/root.route';

type RouteModule = { Component: React.ComponentType };
type LazyRouteModule = () => Promise<RouteModule>;

/**
 * Every route of config/paths.ts is a lazily loaded module, so each area (public, user, admin, super) ships
 * in its own chunks and /admin/login loads only what it needs. `satisfies` makes a route without a module
 * a type error.
 */
const ROUTE_MODULES = {
  index: () => import('./routes/public/landing.route'),
  user: () => import('./routes/user/user-home.route'),
  'user-companyId': () => import('./routes/user/storefront.route'),
  'user-companyId-cart': () => import('./routes/user/cart.route'),
  'user-companyId-checkout': () => import('./routes/user/checkout.route'),
  'user-companyId-orders': () => import('./routes/user/orders.route'),
  'user-companyId-orders-orderId': () => import('./routes/user/order.route'),
  'user-companyId-rewards': () => import('./routes/user/rewards.route'),
  'token-loginToken': () => import('./routes/user/token-login.route'),
  'webapp-user': () => import('./routes/user/webapp-user.route'),
  'webapp-admin': () => import('./routes/admin/webapp-admin.route'),
  admin: () => import('./routes/admin/admin-index.route'),
  'admin-index': () => import('./routes/admin/admin-index.route'),
  'admin-login': () => import('./routes/admin/login.route'),
  'admin-welcome': () => import('./routes/admin/welcome.route'),
  'admin-me': () => import('./routes/admin/me.route'),
  'admin-autologin': () => import('./routes/admin/autologin.route'),
  'admin-LoginToken': () => import('./routes/admin/login-token.route'),
  'admin-join': () => import('./routes/admin/join.route'),
  'admin-join-kakao-channel-guide': () => import('./routes/admin/kakao-channel-guide.route'),
  'admin-invite': () => import('./routes/admin/invite.route'),
  'admin-invite-token': () => import('./routes/admin/invite-token.route'),
  'admin-audit': () => import('./routes/admin/audit.route'),
  'admin-orders': () => import('./routes/admin/orders.route'),
  'admin-notifications': () => import('./routes/admin/notifications.route'),
  'admin-invoice': () => import('./routes/admin/invoice.route'),
  'admin-invoice2': () => import('./routes/admin/invoice2.route'),
  'admin-dashboard': () => import('./routes/admin/dashboard.route'),
  'admin-settings': () => import('./routes/admin/settings/settings.route'),
  'admin-settings-menu-settings': () => import('./routes/admin/settings/menu-settings.route'),
  'admin-settings-stamp-coupon-settings': () => import('./routes/admin/settings/stamp-coupons.route'),
  'admin-settings-stamp-coupon-settings-create': () =>
    import('./routes/admin/settings/stamp-coupon-create.route'),
  'admin-settings-stamp-coupon-settings-edit-id': () =>
    import('./routes/admin/settings/stamp-coupon-edit.route'),
  'admin-statistics-monthly-orders': () => import('./routes/admin/monthly-orders.route'),
  'admin-option': () => import('./routes/admin/catalogue/option-list.route'),
  'admin-option-create': () => import('./routes/admin/catalogue/option-create.route'),
  'admin-option-edit-id': () => import('./routes/admin/catalogue/option-edit.route'),
  'admin-product': () => import('./routes/admin/catalogue/product-list.route'),
  'admin-product-create': () => import('./routes/admin/catalogue/product-create.route'),
  'admin-product-edit-id': () => import('./routes/admin/catalogue/product-edit.route'),
  'admin-category': () => import('./routes/admin/catalogue/category-list.route'),
  'admin-category-create': () => import('./routes/admin/catalogue/category-create.route'),
  'admin-category-edit-id': () => import('./routes/admin/catalogue/category-edit.route'),
  'admin-option-group': () => import('./routes/admin/catalogue/option-group-list.route'),
  'admin-option-group-create': () => import('./routes/admin/catalogue/option-group-create.route'),
  'admin-option-group-edit-id': () => import('./routes/admin/catalogue/option-group-edit.route'),
  'admin-company-edit-business-info': () => import('./routes/admin/company/business-info.route'),
  'admin-company-edit-business-hours': () => import('./routes/admin/company/business-hours.route'),
  'admin-company-edit-delivery-config': () => import('./routes/admin/company/delivery-config.route'),
  'super-companies': () => import('./routes/super/companies.route'),
  'super-admin-users': () => import('./routes/super/admin-users.route'),
  'super-audit': () => import('./routes/super/audit.route'),
} satisfies Record<RouteName, LazyRouteModule>;

const routesWhere = (predicate: (definition: RouteDefinition) => boolean): RouteObject[] =>
  (Object.keys(ROUTES) as RouteName[])
    .filter((name) => predicate(ROUTES[name]))
    .map((name) => {
      const definition = ROUTES[name];
      const handle: RouteHandle = { name, area: definition.area, middleware: definition.middleware ?? [] };
      return {
        id: name,
        path: definition.path,
        handle,
        lazy: ROUTE_MODULES[name],
        ErrorBoundary: RouteErrorPage,
      };
    });

export const buildRoutes = (): RouteObject[] => [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageLoader,
    children: [
      {
        id: 'layout-empty',
        Component: EmptyLayout,
        children: routesWhere(({ layout }) => layout === 'empty'),
      },
      // The `default` layout of spec §2 has three frames: the back-office frame for admin and super pages, a
      // light header for the public pages, a phone column for customers. Each loads with the first page that
      // needs it, so none weighs on /admin/login and customers never download the admin navigation.
      {
        id: 'layout-default-admin',
        lazy: async () => ({
          Component: (await import('./layouts/admin-layout')).AdminLayout,
        }),
        children: routesWhere(
          ({ layout, area }) => layout === 'default' && (area === 'admin' || area === 'super'),
        ),
      },
      {
        id: 'layout-default-site',
        lazy: async () => ({ Component: (await import('../components/layouts/site-frame')).SiteFrame }),
        children: routesWhere(({ layout, area }) => layout === 'default' && area === 'public'),
      },
      // Customers get a phone-width frame of their own: the storefront's first load carries no header menus.
      {
        id: 'layout-default-customer',
        lazy: async () => ({
          Component: (await import('../components/layouts/customer-frame')).CustomerFrame,
        }),
        children: routesWhere(({ layout, area }) => layout === 'default' && area === 'user'),
      },
      { id: 'not-found', path: '*', Component: NotFoundPage },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(buildRoutes());
