import '@mantine/notifications/styles.css';

/** The toasts' component with its stylesheet: both load after the first paint (app/provider.tsx). */
export { Notifications } from '@mantine/notifications';
