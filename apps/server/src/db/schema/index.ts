export * from './auth';
export * from './catalogue';
export * from './companies';
export * from './stamp-coupons';
