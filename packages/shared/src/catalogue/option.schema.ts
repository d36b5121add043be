import { z } from 'zod';
import { idSchema, optionalIdSchema } from '../api/ids.schema';
import { displayLevelSchema, documentMetaSchema, documentRefInputSchema } from './document-meta.schema';
import { DEFAULT_INVALID_COMBINATION_MESSAGE, OPTION_STYLE_TYPES, OPTION_TYPES } from './option.constants';

export { DEFAULT_INVALID_COMBINATION_MESSAGE, OPTION_STYLE_TYPES, OPTION_TYPES };

export const invalidCombinationSchema = z.object({
  optionId: idSchema,
  thisValue: z.array(z.string()).min(1),
  otherValue: z.array(z.string()).min(1),
  warningMsg: z.string().max(200).default(DEFAULT_INVALID_COMBINATION_MESSAGE),
});

export const soldOutOptionItemSchema = z.object({
  item: z.string(),
  /** null = until turned back. */
  until: z.string().datetime({ offset: true }).nullable().default(null),
});

/** Option fields (domain §4.3): optionItems and optionItemsPrice are parallel arrays. */
export const optionFieldsSchema = z.object({
  optionName: z.string().trim().min(1, '옵션명을 입력하세요').max(50),
  type: z.enum(OPTION_TYPES).default('select'),
  styleType: z.enum(OPTION_STYLE_TYPES).default('default'),
  optionItems: z
    .array(z.string().trim().min(1, '항목 이름을 입력하세요').max(50))
    .min(1, '항목을 하나 이상 입력하세요')
    .max(50),
  optionItemsPrice: z.array(z.number().int().min(-1_000_000).max(1_000_000)).max(50),
  msg: z.string().max(200).default(''),
  displayLevel: displayLevelSchema,
  invalidCombinations: z.array(invalidCombinationSchema).max(100).default([]),
  soldOutItems: z.array(soldOutOptionItemSchema).max(50).default([]),
  parentOptionId: optionalIdSchema.default(''),
  useParentData: z.boolean().default(false),
});

const parallelPrices = <T extends { optionItems: string[]; optionItemsPrice: number[] }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.optionItems.length !== value.optionItemsPrice.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['optionItemsPrice'],
      message: '항목마다 가격이 하나씩 있어야 합니다',
    });
  }
};

export const optionInputSchema = documentRefInputSchema
  .extend(optionFieldsSchema.shape)
  .superRefine(parallelPrices);
export const optionSchema = documentMetaSchema.extend(optionFieldsSchema.shape);
export type OptionInput = z.input<typeof optionInputSchema>;
export type Option = z.infer<typeof optionSchema>;
export type InvalidCombination = z.infer<typeof invalidCombinationSchema>;
