import { AppError } from '@jumun/shared';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from './images.service';

/** The `image` field of a multipart request, read into memory (at most MAX_IMAGE_BYTES). */
export const readImageField = async (
  request: FastifyRequest,
): Promise<{ mimetype: string; data: Buffer }> => {
  if (!request.isMultipart())
    throw new AppError('VALIDATION', 'multipart/form-data 형식으로 image 파일을 보내세요.');
  const file = await request.file();
  if (file?.fieldname !== 'image') throw new AppError('VALIDATION', 'image 필드에 파일이 없습니다.');
  try {
    return { mimetype: file.mimetype, data: await file.toBuffer() };
  } catch {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `이미지는 최대 ${MAX_IMAGE_BYTES / 1024 / 1024}MB까지 올릴 수 있습니다.`,
    );
  }
};
