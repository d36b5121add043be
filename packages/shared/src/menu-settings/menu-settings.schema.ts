import { z } from 'zod';
import { idListSchema } from '../catalogue/document-meta.schema';
import { hhmmSchema, WEEKDAYS } from '../company/business-hours.schema';
import { ORDER_TYPES } from '../company/order-types';

/** A named time window on some weekdays, e.g. 런치 평일 11:00–14:00; end ≤ start runs past midnight. */
export const daypartSchema = z.object({
  id: z.string().trim().min(1, '시간대 id가 필요합니다').max(64),
  name: z
    .string()
    .trim()
    .min(1, '시간대 이름을 입력하세요')
    .max(30, '시간대 이름은 30자까지 입력할 수 있습니다'),
  days: z.array(z.enum(WEEKDAYS)).min(1, '요일을 하나 이상 선택하세요').max(7),
  start: hhmmSchema,
  end: hhmmSchema,
});
export type Daypart = z.infer<typeof daypartSchema>;

/** id → daypart ids; an id without an entry (or with an empty list) is shown all day. */
const daypartRefsSchema = z.record(z.string(), z.array(z.string()).max(20)).default({});

/** 메뉴 설정 (issue #6): which categories show, in what order, when, and for which order types. */
export const menuSettingsSchema = z
  .object({
    /** Category ids shown first, in this order; the rest follow by displayLevel. */
    categoryOrder: idListSchema,
    hiddenCategoryIds: idListSchema,
    dayparts: z.array(daypartSchema).max(20, '시간대는 20개까지 만들 수 있습니다').default([]),
    categoryDayparts: daypartRefsSchema,
    productDayparts: daypartRefsSchema,
    /** Category id → order types it is offered for; missing or empty = every order type. */
    categoryOrderTypes: z.record(z.string(), z.array(z.enum(ORDER_TYPES))).default({}),
  })
  .superRefine((settings, ctx) => {
    const ids = settings.dayparts.map((daypart) => daypart.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['dayparts'], message: '시간대 id가 중복되었습니다' });
    }
    for (const key of ['categoryDayparts', 'productDayparts'] as const) {
      for (const [ownerId, refs] of Object.entries(settings[key])) {
        if (refs.some((ref) => !ids.includes(ref))) {
          ctx.addIssue({ code: 'custom', path: [key, ownerId], message: '없는 시간대를 가리키고 있습니다' });
        }
      }
    }
  });
export type MenuSettingsInput = z.input<typeof menuSettingsSchema>;
export type MenuSettings = z.infer<typeof menuSettingsSchema>;

/**
 * company.menuSettings is stored as free JSON; a value that no longer parses (an older shape) falls back to the
 * defaults, which show every category, so a customer menu never breaks on it.
 */
export const parseMenuSettings = (value: unknown): MenuSettings => {
  const parsed = menuSettingsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : menuSettingsSchema.parse({});
};
