import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { AppError, envelopeSchema } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyAccessOf, registerCompanyScope } from '../../access';
import { type ImagesService, MAX_IMAGE_BYTES } from './images.service';

const uploadedSchema = z.object({
  fileName: z.string(),
  thumbnailFileName: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  contentType: z.string(),
  size: z.number(),
});

/**
 * `POST /api/admin/companies/:companyId/images` (multipart field `image`) and public `GET /uploads/:companyId/:file`
 * (product photos are shown to customers).
 */
export const registerImageRoutes = async (
  app: FastifyInstance,
  deps: { images: ImagesService; uploadDir: string },
) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

  await registerCompanyScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post('/images', {
      schema: {
        params: z.object({ companyId: z.string().min(1).max(64) }),
        response: { 200: envelopeSchema(uploadedSchema) },
      },
      handler: async (request) => {
        if (!request.isMultipart())
          throw new AppError('VALIDATION', 'multipart/form-data 형식으로 image 파일을 보내세요.');
        const file = await request.file();
        if (file?.fieldname !== 'image') throw new AppError('VALIDATION', 'image 필드에 파일이 없습니다.');
        let data: Buffer;
        try {
          data = await file.toBuffer();
        } catch {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `이미지는 최대 ${MAX_IMAGE_BYTES / 1024 / 1024}MB까지 올릴 수 있습니다.`,
          );
        }
        const uploaded = await deps.images.upload(companyAccessOf(request, 'write'), {
          mimetype: file.mimetype,
          data,
        });
        return { isSuccess: true, data: uploaded };
      },
    });
  });

  app.withTypeProvider<ZodTypeProvider>().get('/uploads/:companyId/:file', {
    schema: {
      params: z.object({
        companyId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        file: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.webp$/),
      }),
    },
    handler: async (request, reply) => {
      const filePath = path.join(deps.uploadDir, request.params.companyId, request.params.file);
      if (!fs.existsSync(filePath)) throw new AppError('NOT_FOUND', '이미지를 찾을 수 없습니다.');
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(fs.createReadStream(filePath));
    },
  });
};
