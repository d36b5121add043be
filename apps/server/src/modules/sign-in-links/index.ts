/** Sign-in without an SMS code (issue 15): customer login links and registered counter devices. */

export { registerAccountSessionRoutes } from './account-sessions';
export { createDeviceGate, DEVICE_CHECK_MS, type DeviceGate } from './device-gate';
export { revokeDevicesCreatedBy } from './devices.repository';
export { registerDeviceRoutes } from './devices.routes';
export { createDevicesService, type DevicesService } from './devices.service';
export { createLinkSignInScope, type LinkSignInScope } from './link-sign-in-scope';
export { registerLoginTokenRoutes } from './login-tokens.routes';
export { createLoginTokensService, type LoginTokensService } from './login-tokens.service';
export { createNotificationLoginLinks, type NotificationLoginLinks } from './notification-login-links';
