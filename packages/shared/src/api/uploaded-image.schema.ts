import { z } from 'zod';

/** What `POST /api/admin/companies/:companyId/images` answers: the stored WebP and its thumbnail. */
export const uploadedImageSchema = z.object({
  /** Goes into a document's image fields, e.g. product.imageFileName. */
  fileName: z.string(),
  /** `thumb_` + fileName (domain §4.1). */
  thumbnailFileName: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
