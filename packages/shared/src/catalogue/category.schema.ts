import { z } from 'zod';
import { optionalIdSchema } from '../api/ids.schema';
import { displayLevelSchema, documentMetaSchema, documentRefInputSchema } from './document-meta.schema';

/** Category fields (domain §4.2). */
export const categoryFieldsSchema = z.object({
  categoryName: z.string().trim().min(1, '카테고리명을 입력하세요').max(50),
  displayLevel: displayLevelSchema,
  parentCategoryId: optionalIdSchema.default(''),
  useParentData: z.boolean().default(false),
});

export const categoryInputSchema = documentRefInputSchema.extend(categoryFieldsSchema.shape);
export const categorySchema = documentMetaSchema.extend(categoryFieldsSchema.shape);
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type Category = z.infer<typeof categorySchema>;
