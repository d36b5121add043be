import { type UploadedImage, uploadedImageSchema } from '@jumun/shared';
import { z } from 'zod';
import { apiUrl, getAuthHeader } from '../api-client';
import { i18next } from '../i18n';

const envelopeSchema = z.object({
  isSuccess: z.boolean(),
  data: uploadedImageSchema.optional(),
  message: z.string().optional(),
});

/**
 * `POST /api/admin/companies/:companyId/images` (multipart field `image`), for product and shop photos alike; the
 * server stores WebP plus a `thumb_` thumbnail. Multipart is the one body the JSON API client does not send, so
 * this uses fetch with the client's URL and Bearer header. Failures carry a message a person can read: the
 * server's own, or ours for a lost connection (never the browser's "Failed to fetch").
 */
export const uploadImage = async (companyId: string, file: File): Promise<UploadedImage> => {
  const body = new FormData();
  body.append('image', file);
  const response = await fetch(apiUrl(`/api/admin/companies/${encodeURIComponent(companyId)}/images`), {
    method: 'POST',
    headers: await getAuthHeader(),
    body,
  }).catch(() => null);
  if (!response) throw new Error(i18next.t('request.network'));
  const parsed = envelopeSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success || !parsed.data.data) {
    const message = parsed.success ? parsed.data.message : undefined;
    throw new Error(message || i18next.t('request.imageUploadFailed'));
  }
  return parsed.data.data;
};
