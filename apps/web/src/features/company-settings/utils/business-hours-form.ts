import { type BusinessHours, businessHoursSchema } from '@jumun/shared';
import { z } from 'zod';
import type { CompanyFormConfig } from '../../../lib/company/use-company-form';

/** The schedule; the pause is a quick action saved at once, so the form never carries (or overwrites) it. */
export type ScheduleValues = { businessHours: Omit<BusinessHours, 'pauseOrdersUntil'> };

const withoutPause = ({ pauseOrdersUntil: _pause, ...schedule }: BusinessHours) => schedule;

/** 영업 시간 page (issue #6 §2), validated by the shared businessHoursSchema. */
export const businessHoursFormConfig: CompanyFormConfig<ScheduleValues> = {
  schema: z.object({ businessHours: businessHoursSchema.omit({ pauseOrdersUntil: true }) }),
  pick: (company) => ({ businessHours: withoutPause(company.businessHours) }),
  merge: (base, values) => ({
    ...base,
    businessHours: { ...values.businessHours, pauseOrdersUntil: base.businessHours.pauseOrdersUntil },
  }),
};
