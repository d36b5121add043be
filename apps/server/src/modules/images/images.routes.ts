import multipart from '@fastify/multipart';
import { companyIdSchema, companyParamsSchema, envelopeSchema, uploadedImageSchema } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import { readImageField } from './image-upload';
import { type ImagesService, MAX_IMAGE_BYTES } from './images.service';

/**
 * `POST /api/admin/companies/:companyId/images` (multipart field `image`) and public `GET /uploads/:companyId/:file`
 * (product photos are shown to customers).
 */
export const registerImageRoutes = async (app: FastifyInstance, deps: { images: ImagesService }) => {
  await registerCompanyScope(app, async (scope) => {
    // Inside the upload's own scope: @fastify/multipart adds an onRequest and an onResponse hook to every route of
    // the context it is registered in, which every other request then paid for (issue 16, decisions/038).
    await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
    scope.withTypeProvider<ZodTypeProvider>().post('/images', {
      schema: {
        params: companyParamsSchema,
        response: { 200: envelopeSchema(uploadedImageSchema) },
      },
      handler: async (request) => ({
        isSuccess: true,
        data: await deps.images.upload(companyAccessOf(request, 'write'), await readImageField(request)),
      }),
    });
  });

  app.withTypeProvider<ZodTypeProvider>().get('/uploads/:companyId/:file', {
    schema: {
      params: z.object({
        companyId: companyIdSchema,
        file: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.webp$/),
      }),
    },
    handler: async (request, reply) => {
      const image = deps.images.openStored(request.params.companyId, request.params.file);
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(image);
    },
  });
};
