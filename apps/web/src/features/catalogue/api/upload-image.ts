import { type UploadedImage, uploadedImageSchema } from '@jumun/shared';
import { z } from 'zod';
import { apiUrl, getAuthHeader } from '../../../lib/api-client';

/** Public URL of a stored product image (domain §4.1: base URL + "/" + file name). */
export const imageUrl = (companyId: string, fileName: string) =>
  apiUrl(`/uploads/${encodeURIComponent(companyId)}/${encodeURIComponent(fileName)}`);

/**
 * `POST /api/admin/companies/:companyId/images` (multipart field `image`); the server stores WebP and makes the
 * `thumb_` thumbnail. Multipart is the one body the JSON API client does not send, so this call uses fetch with
 * the client's URL and Bearer header.
 */
export const uploadImage = async (companyId: string, file: File): Promise<UploadedImage> => {
  const body = new FormData();
  body.append('image', file);
  const response = await fetch(apiUrl(`/api/admin/companies/${encodeURIComponent(companyId)}/images`), {
    method: 'POST',
    headers: await getAuthHeader(),
    body,
  });
  const json: unknown = await response.json().catch(() => null);
  const envelope = z.object({
    isSuccess: z.boolean(),
    data: uploadedImageSchema.optional(),
    message: z.string().optional(),
  });
  const parsed = envelope.safeParse(json);
  if (!response.ok || !parsed.success || !parsed.data.data) {
    throw new Error(
      parsed.success && parsed.data.message ? parsed.data.message : '이미지를 올리지 못했습니다.',
    );
  }
  return parsed.data.data;
};
