import { z } from 'zod';
import { idSchema } from '../api/ids.schema';

/** Fields the server owns on every stored document; a request body can never set them. */
export const documentMetaSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  /** Increments on every save; a save must send the revision it was based on (stale → 409). */
  revision: z.number().int(),
  dateCreated: z.string(),
  dateModified: z.string(),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

/** What a client may send for identity: an id to update (with its revision) or nothing to create. */
export const documentRefInputSchema = z.object({
  id: idSchema.optional(),
  revision: z.number().int().nonnegative().optional(),
});

export const displayLevelSchema = z.number().int().min(-1_000_000).max(1_000_000).default(1000);
export const wonSchema = z
  .number()
  .int('원 단위 정수여야 합니다')
  .min(0, '0원 이상이어야 합니다')
  .max(100_000_000);
export const idListSchema = z.array(idSchema).max(500).default([]);
