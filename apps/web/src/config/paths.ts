/**
 * The one route table (spec §2): every route's name, path, layout, area and named middleware. Names follow
 * the spec's table; the router (app/router.tsx) and every link read paths from here.
 */
export type Layout = 'default' | 'empty';
/** Which lazily loaded bundle group a route belongs to. */
export type Area = 'public' | 'user' | 'admin' | 'super';

export type RouteDefinition = {
  path: string;
  layout: Layout;
  area: Area;
  /** Named route middleware (app/access/route-middleware.ts); an unknown name throws. */
  middleware?: readonly string[];
};

const page = (path: string, area: Area, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  path,
  area,
  layout: 'default',
  ...extra,
});

export const ROUTES = {
  index: page('/', 'public'),
  user: page('/user', 'user'),
  'user-companyId': page('/user/:companyId', 'user'),
  // Customer pages of one shop (issue #11); not in the spec's table, which leaves /user/{companyId}/… to us.
  'user-companyId-cart': page('/user/:companyId/cart', 'user'),
  'user-companyId-checkout': page('/user/:companyId/checkout', 'user'),
  'user-companyId-orders': page('/user/:companyId/orders', 'user'),
  /** The order complete and live status page; the payment provider returns here (shared `storeOrderPath`). */
  'user-companyId-orders-orderId': page('/user/:companyId/orders/:orderId', 'user'),
  'user-companyId-rewards': page('/user/:companyId/rewards', 'user'),
  /** A customer's KakaoTalk login link (domain §6.3): `/token/{loginToken}[/{redirect}][?friendtalkCode=…]`. */
  'token-loginToken': page('/token/:loginToken/*', 'user'),
  'webapp-user': page('/webapp-user', 'user'),
  'webapp-admin': page('/webapp-admin', 'admin'),
  admin: page('/admin', 'admin'),
  /** Not in the spec's table, but named open by its access rules; the same screen as `admin`. */
  'admin-index': page('/admin/index', 'admin'),
  'admin-login': page('/admin/login', 'admin', { layout: 'empty' }),
  'admin-welcome': page('/admin/welcome', 'admin'),
  'admin-me': page('/admin/me', 'admin'),
  'admin-autologin': page('/admin/autologin', 'admin'),
  'admin-LoginToken': page('/admin/LoginToken', 'admin'),
  'admin-join': page('/admin/join', 'admin'),
  'admin-join-kakao-channel-guide': page('/admin/join/kakao-channel-guide', 'admin'),
  'admin-invite': page('/admin/invite', 'admin'),
  // Issue 14: accepting an invitation (opened from the link or QR code), and the owner's 변경 기록.
  'admin-invite-token': page('/admin/invite/:token', 'admin'),
  'admin-audit': page('/admin/audit', 'admin'),
  'admin-orders': page('/admin/orders', 'admin'),
  /** Every customer message of the company with its result (issue 12); `?state=failed` from the dashboard. */
  'admin-notifications': page('/admin/notifications', 'admin'),
  'admin-invoice': page('/admin/invoice', 'admin'),
  'admin-invoice2': page('/admin/invoice2', 'admin'),
  'admin-dashboard': page('/admin/dashboard', 'admin'),
  'admin-settings': page('/admin/settings', 'admin'),
  'admin-settings-menu-settings': page('/admin/settings/menu-settings', 'admin'),
  'admin-settings-stamp-coupon-settings': page('/admin/settings/stamp-coupon-settings', 'admin'),
  'admin-settings-stamp-coupon-settings-create': page(
    '/admin/settings/stamp-coupon-settings/create',
    'admin',
  ),
  'admin-settings-stamp-coupon-settings-edit-id': page(
    '/admin/settings/stamp-coupon-settings/edit/:id',
    'admin',
  ),
  'admin-statistics-monthly-orders': page('/admin/statistics/monthly-orders', 'admin'),
  'admin-option': page('/admin/option', 'admin'),
  'admin-option-create': page('/admin/option/create', 'admin'),
  'admin-option-edit-id': page('/admin/option/edit/:id', 'admin'),
  'admin-product': page('/admin/product', 'admin'),
  'admin-product-create': page('/admin/product/create', 'admin'),
  'admin-product-edit-id': page('/admin/product/edit/:id', 'admin'),
  'admin-category': page('/admin/category', 'admin'),
  'admin-category-create': page('/admin/category/create', 'admin'),
  'admin-category-edit-id': page('/admin/category/edit/:id', 'admin'),
  'admin-option-group': page('/admin/option-group', 'admin'),
  'admin-option-group-create': page('/admin/option-group/create', 'admin'),
  'admin-option-group-edit-id': page('/admin/option-group/edit/:id', 'admin'),
  'admin-company-edit-business-info': page('/admin/company/edit-business-info', 'admin'),
  'admin-company-edit-business-hours': page('/admin/company/edit-business-hours', 'admin'),
  'admin-company-edit-delivery-config': page('/admin/company/edit-delivery-config', 'admin'),
  'super-companies': page('/super/companies', 'super', { middleware: ['super'] }),
  'super-admin-users': page('/super/admin-users', 'super', { middleware: ['super'] }),
  'super-audit': page('/super/audit', 'super', { middleware: ['super'] }),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** Fills `:param` segments: `href('admin-product-edit-id', { id: 'p_1' })` → `/admin/product/edit/p_1`. */
export const href = (name: RouteName, params: Record<string, string> = {}): string =>
  ROUTES[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter "${key}" for route "${name}"`);
    return encodeURIComponent(value);
  });

/** Paths the access rules name (spec §2). */
export const LOGIN_PATH = ROUTES['admin-login'].path;
export const DASHBOARD_PATH = ROUTES['admin-dashboard'].path;
export const OPEN_ADMIN_PATHS: readonly string[] = [
  ROUTES['admin-welcome'].path,
  ROUTES['admin-index'].path,
  ROUTES['admin-autologin'].path,
];
