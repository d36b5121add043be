import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IdTokenService } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** True when a Bearer header was sent but did not verify (expired, forged). */
    hasInvalidToken: boolean;
  }
}

export const authSessionPlugin = fp(async (app: FastifyInstance, opts: { idTokens: IdTokenService }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('hasInvalidToken', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.session = await opts.idTokens.verify(header.slice('Bearer '.length).trim());
    request.hasInvalidToken = request.session === null;
  });
});
