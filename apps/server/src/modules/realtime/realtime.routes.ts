import { companyIdSchema, companyParamsSchema } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RealtimeService } from './realtime.service';
import { pipeSseStream } from './sse-stream';
import { createStreamCounter, type StreamLimits } from './stream-limits';

/**
 * Per-company Server-Sent Events. The web client reads the stream with fetch(), so it can send the ID token
 * as an Authorization header (EventSource cannot); the stream ends when that token expires, and the client
 * reconnects with a fresh one (docs/decisions/004-realtime-sse.md). Administrators also get order events; a customer
 * follows their own orders on the store stream (docs/decisions/014).
 */
export const registerRealtimeRoutes = (
  app: FastifyInstance,
  realtime: RealtimeService,
  limits: StreamLimits,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const streams = createStreamCounter(limits);
  api.get('/api/realtime/:area/companies/:companyId', {
    // Node drops writes to a HEAD response, so an automatic HEAD route would never send its headers and would hold
    // a hub subscription open until the token expires.
    exposeHeadRoute: false,
    schema: { params: z.object({ area: z.enum(['admin', 'user']), companyId: companyIdSchema }) },
    handler: async (request, reply) => {
      const { area, companyId } = request.params;
      const release = streams.acquire(request.ip, companyId);
      try {
        pipeSseStream(
          request,
          reply,
          await realtime.openCompanyStream(request.session, area, companyId),
          release,
        );
      } catch (error) {
        release();
        throw error;
      }
    },
  });

  api.get('/api/realtime/store/companies/:companyId/orders', {
    exposeHeadRoute: false,
    schema: { params: companyParamsSchema },
    handler: async (request, reply) => {
      const release = streams.acquire(request.ip, request.params.companyId);
      try {
        const stream = await realtime.openCustomerOrderStream(request.customer, request.params.companyId);
        pipeSseStream(request, reply, stream, release);
      } catch (error) {
        release();
        throw error;
      }
    },
  });
};
