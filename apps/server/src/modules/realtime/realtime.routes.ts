import { AppError } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyService } from '../company';
import { formatSseFrame, type RealtimeHub } from './realtime.hub';

/** A client that has this much unsent data is too slow: it is dropped and reconnects with a delta sync. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * Per-company Server-Sent Events. The web client reads the stream with fetch(), so it can send the ID token
 * as an Authorization header (EventSource cannot); the stream ends when that token expires, and the client
 * reconnects with a fresh one (docs/decisions/004-realtime-sse.md).
 */
export const registerRealtimeRoutes = (
  app: FastifyInstance,
  deps: { hub: RealtimeHub; companies: CompanyService; now?: () => number },
) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/realtime/:area/companies/:companyId', {
    // Node drops writes to a HEAD response, so an automatic HEAD route would never send its headers and would hold
    // a hub subscription open until the token expires.
    exposeHeadRoute: false,
    schema: { params: z.object({ area: z.enum(['admin', 'user']), companyId: z.string().min(1).max(64) }) },
    handler: async (request, reply) => {
      const { area, companyId } = request.params;
      // Loads the document through the same access rules as GET api/document/{area}/company/{id}.
      const company = await deps.companies.getOne(request.session, area, companyId);
      const session = request.session;
      if (area === 'admin' && !session) throw new AppError('UNAUTHENTICATED', '로그인이 필요합니다.');

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      raw.write(
        formatSseFrame('company.changed', {
          companyId,
          revision: company.revision,
          versionInfo: company.versionInfo,
          changed: 'snapshot',
        }),
      );

      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearTimeout(expiry);
        raw.end();
      };
      const unsubscribe = deps.hub.subscribe({
        companyId,
        send: (frame) => {
          if (closed) return true;
          if (raw.writableLength > MAX_BUFFERED_BYTES) return false;
          raw.write(frame);
          return true;
        },
        close,
      });
      const msUntilExpiry = session?.expiresAt ? session.expiresAt * 1000 - (deps.now ?? Date.now)() : 0;
      const expiry = setTimeout(close, msUntilExpiry > 0 ? msUntilExpiry : 2 ** 31 - 1);
      expiry.unref();
      request.raw.on('close', close);
    },
  });
};
