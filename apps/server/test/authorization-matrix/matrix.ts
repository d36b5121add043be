import { COUPON_ROUTE_ROWS } from './coupon-routes';
import { CUSTOMER_AUTH_ROUTE_ROWS, CUSTOMER_OWN_ROUTE_ROWS } from './customer-routes';
import { DOCUMENT_ROUTE_ROWS } from './document-routes';
import { MEMBER_ROUTE_ROWS } from './member-routes';
import { MY_ACCOUNT_ROUTE_ROWS } from './my-account-routes';
import { NOTIFICATION_ROUTE_ROWS } from './notification-routes';
import { ORDER_ROUTE_ROWS } from './order-routes';
import {
  asHead,
  DEMO,
  EVERYONE,
  get,
  MEMBERS_B,
  NOBODY,
  type Probe,
  post,
  publicRoute,
  SIGNED_IN,
  SUPER,
  WRITERS_B,
} from './probes';
import { SIGN_IN_LINK_ROUTE_ROWS } from './sign-in-link-routes';
import { SUPER_ROUTE_ROWS } from './super-routes';
import { STATISTICS_ROUTE_ROWS, WAYBILL_ROUTE_ROWS } from './waybill-routes';

const streamProbes: Probe[] = [
  {
    name: 'admin stream, company B',
    allow: MEMBERS_B,
    isStream: true,
    request: (c) => get(`/api/realtime/admin/companies/${c.companyB}`),
  },
  {
    name: 'admin stream, demo company',
    allow: DEMO,
    isStream: true,
    request: (c) => get(`/api/realtime/admin/companies/${c.demoCompany}`),
  },
  {
    name: 'customer stream, company B',
    allow: EVERYONE,
    isStream: true,
    request: (c) => get(`/api/realtime/user/companies/${c.companyB}`),
  },
];

const runtimeConfigProbes: Probe[] = [
  { name: 'public configuration', allow: EVERYONE, request: () => get('/runtime-config.json') },
];
const uploadsProbes: Probe[] = [
  {
    name: 'uploaded image of company B',
    allow: EVERYONE,
    request: (c) => get(`/uploads/${c.companyB}/${c.imageB}`),
  },
];

/** The built web app (files looked up per request): the test app has no build, so every file is a 404. */
const webBuildProbes: Probe[] = [
  {
    name: 'a file of the web build (none in tests)',
    allow: NOBODY,
    request: () => get('/assets/index-missing.js'),
  },
];

/** Load balancer probes: public, they say only whether this process can serve. */
const healthProbes: Probe[] = [{ name: 'liveness', allow: EVERYONE, request: () => get('/healthz') }];
const readinessProbes: Probe[] = [{ name: 'readiness', allow: EVERYONE, request: () => get('/readyz') }];
/** The API reference (plugins/openapi.ts): public, as the API's shape is no secret. */
const DOCS_ROUTE_ROWS = {
  ...publicRoute('GET /api/docs'),
  ...publicRoute('GET /api/docs/'),
  ...publicRoute('GET /api/docs/json'),
  ...publicRoute('GET /api/docs/yaml'),
  ...publicRoute('GET /api/docs/static/index.html'),
  ...publicRoute('GET /api/docs/static/swagger-initializer.js'),
  ...publicRoute('GET /api/docs/*', { params: () => ({ '*': 'static/swagger-ui.css' }) }),
};

/**
 * Who may do what, for every route the app registers (issue #3 §5). A route the app serves that has no row here
 * fails the matrix test: adding a route means deciding its access rules in this table.
 */
export const AUTHORIZATION_MATRIX: Record<string, Probe[]> = {
  ...DOCUMENT_ROUTE_ROWS,
  ...COUPON_ROUTE_ROWS,
  ...DOCS_ROUTE_ROWS,
  ...CUSTOMER_AUTH_ROUTE_ROWS,
  ...CUSTOMER_OWN_ROUTE_ROWS,
  ...ORDER_ROUTE_ROWS,
  ...NOTIFICATION_ROUTE_ROWS,
  ...SIGN_IN_LINK_ROUTE_ROWS,
  ...WAYBILL_ROUTE_ROWS,
  ...STATISTICS_ROUTE_ROWS,
  ...MEMBER_ROUTE_ROWS,
  ...MY_ACCOUNT_ROUTE_ROWS,
  ...SUPER_ROUTE_ROWS,
  'GET /api/realtime/:area/companies/:companyId': streamProbes,
  'POST /api/admin/companies/:companyId/images': [
    { name: 'upload to company B', allow: WRITERS_B, request: (c) => c.upload(c.companyB) },
    { name: 'upload to the demo company', allow: SUPER, request: (c) => c.upload(c.demoCompany) },
  ],
  'GET /uploads/:companyId/:file': uploadsProbes,
  'HEAD /uploads/:companyId/:file': asHead(uploadsProbes),
  'GET /healthz': healthProbes,
  'HEAD /healthz': asHead(healthProbes),
  'GET /readyz': readinessProbes,
  'HEAD /readyz': asHead(readinessProbes),
  'GET *': webBuildProbes,
  'HEAD *': asHead(webBuildProbes),
  'GET /runtime-config.json': runtimeConfigProbes,
  'HEAD /runtime-config.json': asHead(runtimeConfigProbes),
  'POST /api/auth/send-sms': [
    {
      name: 'send a code',
      allow: EVERYONE,
      request: (c) => post('/api/auth/send-sms', { phoneNumber: c.demoPhone }),
    },
  ],
  'POST /api/auth/verify-sms': [
    {
      name: 'verify a code',
      allow: EVERYONE,
      request: async (c) => {
        await c.app.inject(post('/api/auth/send-sms', { phoneNumber: c.demoPhone }));
        return post('/api/auth/verify-sms', { phoneNumber: c.demoPhone, code: '123456' });
      },
    },
  ],
  'POST /api/auth/session': [
    {
      name: 'exchange a custom token',
      allow: EVERYONE,
      request: async (c) => post('/api/auth/session', { customToken: await c.customToken() }),
    },
  ],
  'POST /api/auth/refresh': [
    {
      name: 'rotate a refresh token',
      allow: EVERYONE,
      request: async (c) => post('/api/auth/refresh', { refreshToken: await c.refreshToken() }),
    },
  ],
  'POST /api/auth/logout': [
    {
      name: 'log out',
      allow: EVERYONE,
      request: async (c) => post('/api/auth/logout', { refreshToken: await c.refreshToken() }),
    },
  ],
  'POST /api/auth/addAdministratorAndCompany': [
    {
      name: 'register a company for oneself',
      allow: SIGNED_IN,
      request: (c, persona) =>
        post('/api/auth/addAdministratorAndCompany', {
          uid: c.uidOf[persona],
          company: { businessInfo: { shopName: '권한 확인 상점' } },
        }),
    },
    {
      name: 'register a company for someone else',
      allow: NOBODY,
      request: () =>
        post('/api/auth/addAdministratorAndCompany', {
          uid: 'uid_staff_sample',
          company: { businessInfo: { shopName: '남의 상점' } },
        }),
    },
  ],
};
