/** The operator's area, `/api/super/...` (issue 14). */
export { registerSuperAdminRoutes } from './super-admin.routes';
export { createSuperAdminService, type SuperAdminService } from './super-admin.service';
