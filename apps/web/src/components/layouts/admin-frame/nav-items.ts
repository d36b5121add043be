import {
  IconBuildingStore,
  IconChartBar,
  IconLayoutDashboard,
  IconMessage,
  IconPackage,
  IconReceipt,
  IconSettings,
  IconShieldLock,
  IconTruckDelivery,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import { ROUTES, type RouteName } from '../../../config/paths';

export type NavLeaf = { labelKey: string; route: RouteName };
export type NavItem = {
  labelKey: string;
  icon: typeof IconLayoutDashboard;
  /** A single link… */
  route?: RouteName;
  /** …or a group of links. */
  children?: NavLeaf[];
  /** Shown only when this holds. */
  visibleWhen?: 'super' | 'noCompany';
};

/** Every admin area of spec §2, in the order an owner uses them (issue #4 §6). */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'nav.dashboard', icon: IconLayoutDashboard, route: 'admin-dashboard' },
  { labelKey: 'nav.orders', icon: IconReceipt, route: 'admin-orders' },
  { labelKey: 'nav.notifications', icon: IconMessage, route: 'admin-notifications' },
  {
    labelKey: 'nav.catalogue',
    icon: IconPackage,
    children: [
      { labelKey: 'nav.product', route: 'admin-product' },
      { labelKey: 'nav.category', route: 'admin-category' },
      { labelKey: 'nav.option', route: 'admin-option' },
      { labelKey: 'nav.optionGroup', route: 'admin-option-group' },
    ],
  },
  {
    labelKey: 'nav.invoices',
    icon: IconTruckDelivery,
    children: [
      { labelKey: 'nav.invoice', route: 'admin-invoice' },
      { labelKey: 'nav.invoice2', route: 'admin-invoice2' },
    ],
  },
  { labelKey: 'nav.statistics', icon: IconChartBar, route: 'admin-statistics-monthly-orders' },
  {
    labelKey: 'nav.company',
    icon: IconBuildingStore,
    children: [
      { labelKey: 'nav.businessInfo', route: 'admin-company-edit-business-info' },
      { labelKey: 'nav.businessHours', route: 'admin-company-edit-business-hours' },
      { labelKey: 'nav.deliveryConfig', route: 'admin-company-edit-delivery-config' },
    ],
  },
  {
    labelKey: 'nav.settings',
    icon: IconSettings,
    children: [
      { labelKey: 'nav.settingsHome', route: 'admin-settings' },
      { labelKey: 'nav.menuSettings', route: 'admin-settings-menu-settings' },
      { labelKey: 'nav.stampCoupons', route: 'admin-settings-stamp-coupon-settings' },
    ],
  },
  {
    labelKey: 'nav.staff',
    icon: IconUserPlus,
    children: [
      { labelKey: 'nav.invite', route: 'admin-invite' },
      { labelKey: 'nav.audit', route: 'admin-audit' },
    ],
  },
  { labelKey: 'nav.join', icon: IconBuildingStore, route: 'admin-join', visibleWhen: 'noCompany' },
  { labelKey: 'nav.me', icon: IconUserCircle, route: 'admin-me' },
  {
    labelKey: 'nav.super',
    icon: IconShieldLock,
    visibleWhen: 'super',
    children: [
      { labelKey: 'nav.superCompanies', route: 'super-companies' },
      { labelKey: 'nav.superAdminUsers', route: 'super-admin-users' },
      { labelKey: 'nav.superAudit', route: 'super-audit' },
    ],
  },
];

/** A link is active on its own page and on the pages below it (create, edit/:id). */
export const isActivePath = (pathname: string, route: RouteName) => {
  const current = pathname.toLowerCase();
  const base = ROUTES[route].path.toLowerCase();
  if (route === 'admin-settings') return current === base;
  return current === base || current.startsWith(`${base}/`);
};
