import { type UploadedImage, uploadedImageSchema } from '@jumun/shared';
import { z } from 'zod';
import { apiUrl, getAuthHeader } from '../api-client';
import { ApiError, failure } from '../api-result';
import { i18next } from '../i18n';

const envelopeSchema = z.object({
  isSuccess: z.boolean(),
  data: uploadedImageSchema.optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  details: z.unknown().optional(),
});

/**
 * `POST /api/admin/companies/:companyId/images` (multipart field `image`), for product and shop photos alike; the
 * server stores WebP plus a `thumb_` thumbnail. Multipart is the one body the JSON API client does not send, so
 * this uses fetch with the client's URL and Bearer header. A failure throws the ApiError every `api.*` call throws,
 * so the screen says it through `toSaveProblem` / `problemMessage` like any other failed call: the server's own
 * words, ours for a lost connection (never the browser's "Failed to fetch").
 */
export const uploadImage = async (companyId: string, file: File): Promise<UploadedImage> => {
  const body = new FormData();
  body.append('image', file);
  const response = await fetch(apiUrl(`/api/admin/companies/${encodeURIComponent(companyId)}/images`), {
    method: 'POST',
    headers: await getAuthHeader(),
    body,
  }).catch(() => null);
  if (!response) throw new ApiError(failure(0, undefined, { code: 'NETWORK' }));
  const parsed = envelopeSchema.safeParse(await response.json().catch(() => null));
  if (response.ok && parsed.success && parsed.data.data) return parsed.data.data;
  const envelope = parsed.success ? parsed.data : undefined;
  throw new ApiError(
    failure(response.status, envelope?.message || i18next.t('request.imageUploadFailed'), {
      code: envelope?.error,
      serverMessage: envelope?.message,
      details: envelope?.details,
    }),
  );
};
