export * from './auth';
export * from './catalogue';
export * from './companies';
export * from './customers';
export * from './members';
export * from './notifications';
export * from './orders';
export * from './stamp-coupons';
