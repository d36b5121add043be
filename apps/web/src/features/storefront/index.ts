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
