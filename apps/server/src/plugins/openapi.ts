import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The reference page; the document itself is at `${OPENAPI_DOCS_PREFIX}/json` (and `/yaml`). */
export const OPENAPI_DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3.1 generated from the routes' own zod schemas (params, query, body, 200 answer) by
 * fastify-type-provider-zod's transform, served with Swagger UI. Registered before the modules: @fastify/swagger
 * collects routes as they are added.
 */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Jumun API',
        version: '0.1.0',
        description:
          'Every answer is the envelope `{isSuccess, data, message, error}`; errors carry a real HTTP status and a ' +
          'Korean message. Sign in with /api/auth (send-sms → verify-sms → session) and send the ID token as ' +
          '`Authorization: Bearer …`.',
      },
      components: { securitySchemes: { idToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ idToken: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_DOCS_PREFIX, uiConfig: { validatorUrl: null } });
};
