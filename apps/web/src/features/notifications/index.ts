/** Public surface of this feature: the page app/routes renders (imported by its own module, so it stays lazy). */
export { NotificationsPage } from './components/notifications-page';
