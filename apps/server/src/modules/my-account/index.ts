/** 내 정보 self-service (issue 15 `/admin/me`): leave a company, change the phone, delete the account. */

export { registerMyAccountRoutes } from './my-account.routes';
export { createMyAccountService, type MyAccountService } from './my-account.service';
