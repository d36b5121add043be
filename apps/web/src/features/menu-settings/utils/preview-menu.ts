import {
  buildCustomerMenu,
  type Category,
  type MenuSettings,
  type OrderType,
  type Product,
  type Weekday,
} from '@jumun/shared';
import { previewInstant } from './preview-time';

export type PreviewMenuInput = {
  settings: MenuSettings;
  categories: readonly Category[];
  products: readonly Product[];
  weekday: Weekday;
  time: string;
  orderType: OrderType | 'all';
  today: Date;
};

/**
 * "My menu as a customer sees it on <weekday, time>": the shared buildCustomerMenu — the function the storefront
 * renders with — over the synced catalogue and the settings as they are in the form (app/customer-menu-surfaces
 * .test.ts holds the two surfaces to one answer).
 */
export const derivePreviewMenu = ({
  settings,
  weekday,
  time,
  orderType,
  today,
  ...catalogue
}: PreviewMenuInput) =>
  buildCustomerMenu({
    ...catalogue,
    menuSettings: settings,
    at: previewInstant(weekday, time, today),
    orderType: orderType === 'all' ? undefined : orderType,
  });
