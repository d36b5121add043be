/** Page components of the customer routes (`/user/**`); app/routes/user/* render them, one lazy route each. */

export { TokenLoginPage } from './account/components/token-login-page';
export { CartPage } from './cart/components/cart-page';
export { CheckoutPage } from './checkout/components/checkout-page';
export { UserHomePage } from './home/components/user-home-page';
export { WebappUserPage } from './home/components/webapp-user-page';
export { MenuPage } from './menu/components/menu-page';
export { OrderPage } from './orders/components/order-page';
export { OrdersPage } from './orders/components/orders-page';
export { RewardsPage } from './rewards/components/rewards-page';
// The entry's early start of the menu's reads (app/prefetch-first-page.ts imports this module directly, so the
// entry does not pull the pages above into its chunk).
export { prefetchShop } from './shop/api/prefetch-shop';
