import { z } from 'zod';
import { MAX_SAVE_MANY_ITEMS } from '../constants';
import { optionalCompanyIdSchema } from './ids.schema';

/** Query of spec §7 document calls. `since` is the opaque syncPosition of a previous list response. */
export const documentQuerySchema = z.object({
  companyId: optionalCompanyIdSchema.optional().default(''),
  since: z
    .string()
    .regex(/^\d{1,20}$/, 'since는 이전 응답의 syncPosition 값이어야 합니다')
    .optional(),
});
export type DocumentQuery = z.infer<typeof documentQuerySchema>;

export const saveOneBodySchema = z.object({
  companyId: optionalCompanyIdSchema.optional().default(''),
  item: z.record(z.string(), z.unknown()),
});

export const saveManyBodySchema = z.object({
  companyId: optionalCompanyIdSchema.optional().default(''),
  items: z
    .array(z.record(z.string(), z.unknown()))
    .min(1, '저장할 항목이 없습니다')
    .max(MAX_SAVE_MANY_ITEMS, `한 번에 최대 ${MAX_SAVE_MANY_ITEMS}개까지 저장할 수 있습니다`),
});

export const savedIdSchema = z.object({ id: z.string(), revision: z.number().int() });
export const savedManySchema = z.object({ ids: z.array(z.string()), items: z.array(savedIdSchema) });
