import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { publicRuntimeConfig } from './runtime-config.service';

/** `/runtime-config.json`, for the dev server and pages served without the inline copy (decision 037). */
export const registerRuntimeConfigRoute = (app: FastifyInstance, env: Env) => {
  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return publicRuntimeConfig(env);
  });
};
