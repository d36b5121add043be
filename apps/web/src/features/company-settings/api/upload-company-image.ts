import { type UploadedImage, uploadedImageSchema } from '@jumun/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiUrl, getAuthHeader } from '../../../lib/api-client';

const envelopeSchema = z.object({
  isSuccess: z.boolean(),
  data: uploadedImageSchema.optional(),
  message: z.string().optional(),
});

/** Public URL of a stored company image: `/uploads/{companyId}/{fileName}`. */
export const companyImageUrl = (companyId: string, fileName: string) =>
  apiUrl(`/uploads/${encodeURIComponent(companyId)}/${encodeURIComponent(fileName)}`);

/**
 * POST /api/admin/companies/:companyId/images, multipart field `image`; the server stores WebP plus a `thumb_`
 * thumbnail. Multipart is the one body the JSON API client does not send, so this uses fetch with the client's
 * URL and Bearer header.
 */
export const uploadCompanyImage = async (companyId: string, file: File): Promise<UploadedImage> => {
  const body = new FormData();
  body.append('image', file);
  const response = await fetch(apiUrl(`/api/admin/companies/${encodeURIComponent(companyId)}/images`), {
    method: 'POST',
    headers: await getAuthHeader(),
    body,
  });
  const parsed = envelopeSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success || !parsed.data.data) {
    const message = parsed.success ? parsed.data.message : undefined;
    throw new Error(message || '이미지를 올리지 못했습니다.');
  }
  return parsed.data.data;
};

export const useUploadCompanyImage = (companyId: string) =>
  useMutation({ mutationFn: (file: File) => uploadCompanyImage(companyId, file) });
