import { Outlet } from '../../lib/router';
import classes from './customer-frame.module.css';

/**
 * Frame of the customer pages (`/user/**`): a phone-width column and nothing else. Each page brings its own top bar
 * (shop name, cart), so the frame stays light — no menus, no admin navigation (the storefront's JS budget).
 */
export const CustomerFrame = () => (
  <div className={classes.frame}>
    <Outlet />
  </div>
);
