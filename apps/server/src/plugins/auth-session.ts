import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import type { CustomerSession } from '../access';
import type { IdTokenService } from '../modules/auth';
import {
  CUSTOMER_AUDIENCE,
  type CustomerIdTokenService,
  type CustomerSessionGate,
} from '../modules/customers';
import type { SessionResolver } from '../modules/members';

declare module 'fastify' {
  interface FastifyRequest {
    /** True when a Bearer header was sent but did not verify (expired, forged). */
    hasInvalidToken: boolean;
  }
}

/** Enough for every client signed in at once; the oldest entry goes first when it is full. */
const AUDIENCE_CACHE_SIZE = 10_000;

/**
 * The unverified `aud` claim: it only picks which verifier runs; the verifier checks everything. A token string
 * always decodes to the same claims, so its audience is remembered by the exact string: decoding it again (base64
 * + JSON) on every request was 4 % of the CPU of GET one (issue 16).
 */
const createAudienceReader = () => {
  const audiences = new Map<string, unknown>();
  return (token: string): unknown => {
    if (audiences.has(token)) return audiences.get(token);
    let audience: unknown;
    try {
      audience = decodeJwt(token).aud;
    } catch {
      // Not a JWT at all: refused by the verifier, and not worth a place in the map.
      return undefined;
    }
    if (audiences.size >= AUDIENCE_CACHE_SIZE) {
      const oldest = audiences.keys().next().value;
      if (oldest !== undefined) audiences.delete(oldest);
    }
    audiences.set(token, audience);
    return audience;
  };
};

/**
 * Resolves the Bearer ID token once per request: an administrator's into `request.session`, a customer's into
 * `request.customer` (docs/decisions/014). The two verifiers accept only their own audience, so neither kind of
 * token can ever fill the other field.
 */
export const authSessionPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      idTokens: IdTokenService;
      customerIdTokens: CustomerIdTokenService;
      /** A customer's token counts only while its sign-in is not revoked (logout, reused refresh token). */
      customerSessions: CustomerSessionGate;
      /**
       * The company a customer's sign-in is bound to (a login link's, issue 15): `undefined` for none (SMS), `null`
       * when the sign-in names a link that does not exist (refused).
       */
      companyOfCustomerSignIn: (sessionId: string | undefined) => Promise<string | null | undefined>;
      sessions: SessionResolver;
      /** A device session counts only while its device is registered (issue 15, decisions/018). */
      isDeviceActive: (deviceId: string, sessionId?: string) => Promise<boolean>;
    },
  ) => {
    const bindToLinkCompany = async (customer: CustomerSession): Promise<CustomerSession | null> => {
      const companyId = await opts.companyOfCustomerSignIn(customer.sessionId);
      if (companyId === null) return null;
      return companyId ? Object.freeze({ ...customer, companyId }) : customer;
    };
    const audienceOf = createAudienceReader();
    app.decorateRequest('session', null);
    app.decorateRequest('customer', null);
    app.decorateRequest('hasInvalidToken', false);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const token = header.slice('Bearer '.length).trim();
      if (audienceOf(token) === CUSTOMER_AUDIENCE) {
        const customer = await opts.customerIdTokens.verify(token);
        request.customer =
          customer && (await opts.customerSessions.isLive(customer))
            ? await bindToLinkCompany(customer)
            : null;
        request.hasInvalidToken = request.customer === null;
        return;
      }
      // The token proves who is calling; what they may do is read from the database (at most a few seconds old),
      // so a removal, role change, suspension, logout, reused refresh token or revoked device reaches open sessions
      // without waiting for expiry.
      const verified = await opts.idTokens.verify(token);
      const isRevokedDevice = verified?.deviceId
        ? !(await opts.isDeviceActive(verified.deviceId, verified.sessionId))
        : false;
      request.session = verified && !isRevokedDevice ? await opts.sessions.resolve(verified) : null;
      request.hasInvalidToken = request.session === null;
    });
  },
  // Named: fastify-plugin names an anonymous plugin by throwing an Error and reading its stack, which with
  // --enable-source-maps makes Node decode the bundle's source map during every start (issue #17).
  { name: 'auth-session' },
);
