import type { FastifyInstance } from 'fastify';
import { createAuditService } from '../modules/audit';
import type { AuthServices } from '../modules/auth';
import {
  createInvitationSender,
  createMembershipExits,
  createMembersService,
  registerMembersRoutes,
} from '../modules/members';
import { createMyAccountService, registerMyAccountRoutes } from '../modules/my-account';
import type { Notifier } from '../modules/notifications';
import { createSuperAdminService, registerSuperAdminRoutes } from '../modules/super-admin';
import type { AppContext } from './app-context';

type StaffDeps = { auth: AuthServices; notifier: Notifier };

/** Who may do what: staff invitations and roles, leaving a company or the service, the operator's pages, audit. */
export const composeStaffArea = async (app: FastifyInstance, ctx: AppContext, deps: StaffDeps) => {
  const { env, db, cipher, sessions, now } = ctx;
  const audit = createAuditService(db, cipher);
  const members = createMembersService({
    db,
    cipher,
    sessions,
    sendInvitation: createInvitationSender({
      sms: ctx.smsProvider,
      notifier: deps.notifier,
      kakaoOf: async (companyId) => (await ctx.companies.getForSystem(companyId)).kakaoInfo,
    }),
    allowedCountries: env.smsAllowedCountries,
    invitationsPerHour: env.INVITATION_HOURLY_CAP,
    now,
  });
  await registerMembersRoutes(app, { members, audit });
  const exits = createMembershipExits({ db, sessions, now });
  registerMyAccountRoutes(app, {
    exits,
    account: createMyAccountService({
      db,
      cipher,
      codes: deps.auth.smsLogin,
      exits,
      sessions,
      allowedCountries: env.smsAllowedCountries,
      now,
    }),
  });
  registerSuperAdminRoutes(app, {
    audit,
    superAdmin: createSuperAdminService({
      db,
      cipher,
      accounts: deps.auth.accounts,
      sessions,
      allowedCountries: env.smsAllowedCountries,
      now,
    }),
  });
  return { members };
};
