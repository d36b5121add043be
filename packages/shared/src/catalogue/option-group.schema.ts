import { z } from 'zod';
import { optionalIdSchema } from '../api/ids.schema';
import {
  displayLevelSchema,
  documentMetaSchema,
  documentRefInputSchema,
  idListSchema,
} from './document-meta.schema';

/** Option group fields (domain §4.4): an ordered list of option ids. */
export const optionGroupFieldsSchema = z.object({
  optionGroupName: z.string().trim().min(1, '옵션 그룹명을 입력하세요').max(50),
  displayLevel: displayLevelSchema,
  optionIds: idListSchema,
  parentOptionGroupId: optionalIdSchema.default(''),
  useParentData: z.boolean().default(false),
});

export const optionGroupInputSchema = documentRefInputSchema.extend(optionGroupFieldsSchema.shape);
export const optionGroupSchema = documentMetaSchema.extend(optionGroupFieldsSchema.shape);
export type OptionGroupInput = z.input<typeof optionGroupInputSchema>;
export type OptionGroup = z.infer<typeof optionGroupSchema>;
