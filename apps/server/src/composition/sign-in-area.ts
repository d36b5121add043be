import type { FastifyInstance } from 'fastify';
import { createAuthServices, createCredentialFailures, registerAuthRoutes } from '../modules/auth';
import {
  type CustomerIdTokenService,
  type CustomerSessionGate,
  registerCustomerModule,
} from '../modules/customers';
import {
  createKakaoJoinService,
  createKakaoProvider,
  createKakaoTemplatesService,
  registerKakaoJoinRoutes,
  registerKakaoTemplateRoutes,
} from '../modules/kakao-join';
import { upsertMember } from '../modules/members';
import {
  createDevicesService,
  createLoginTokensService,
  type DeviceGate,
  registerAccountSessionRoutes,
  registerDeviceRoutes,
  registerLoginTokenRoutes,
} from '../modules/sign-in-links';
import type { AppContext } from './app-context';

type SignInDeps = {
  customerIdTokens: CustomerIdTokenService;
  customerSessions: CustomerSessionGate;
  deviceGate: DeviceGate;
};

/**
 * How people get in: staff SMS sign-in and registration, customers, login links, account sessions, Kakao channel
 * registration and templates, registered devices. Returns what the ordering and staff areas build on.
 */
export const composeSignInArea = async (app: FastifyInstance, ctx: AppContext, deps: SignInDeps) => {
  const { env, db, cipher, now, sessions, smsProvider } = ctx;
  const auth = createAuthServices({
    env,
    db,
    cipher,
    idTokens: ctx.idTokens,
    now,
    logger: app.log,
    smsProvider,
    forgetAccess: (uid) => sessions.forget(uid),
    addOwner: upsertMember,
  });
  registerAuthRoutes(app, auth);
  const customerArea = registerCustomerModule(app, {
    env,
    db,
    cipher,
    accounts: auth.accounts,
    smsProvider,
    customerIdTokens: deps.customerIdTokens,
    forgetSessions: deps.customerSessions.forget,
    now,
    logger: app.log,
  });
  const credentialFailures = createCredentialFailures({ db, now, logger: app.log });
  await registerLoginTokenRoutes(
    app,
    createLoginTokensService({
      db,
      cipher,
      accounts: auth.accounts,
      customerTokens: customerArea.auth.tokens,
      failures: credentialFailures,
      allowedCountries: env.smsAllowedCountries,
      now,
    }),
  );
  registerAccountSessionRoutes(app, { db, cipher, now, forgetAccess: (uid) => sessions.forget(uid) });
  const kakaoProvider = createKakaoProvider(env, app.log);
  registerKakaoJoinRoutes(
    app,
    createKakaoJoinService({ db, provider: kakaoProvider, allowedCountries: env.smsAllowedCountries }),
  );
  await registerKakaoTemplateRoutes(
    app,
    createKakaoTemplatesService({
      provider: kakaoProvider,
      senderKeyOf: async (companyId) =>
        (await ctx.companies.getForSystem(companyId)).kakaoInfo.securedSenderKey,
      now,
    }),
  );
  await registerDeviceRoutes(
    app,
    createDevicesService({
      db,
      cipher,
      idTokens: ctx.idTokens,
      gate: deps.deviceGate,
      failures: credentialFailures,
      now,
      logger: app.log,
    }),
  );
  return { auth, rewards: customerArea.rewards };
};
