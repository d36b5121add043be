import { type Company, type MenuSettings, menuSettingsSchema, parseMenuSettings } from '@jumun/shared';
import { schemaResolver } from '../../../lib/forms/zod-resolver';

export const pickMenuSettings = (company: Company): MenuSettings => parseMenuSettings(company.menuSettings);

const withoutEmpty = <T>(record: Record<string, T[]>) =>
  Object.fromEntries(Object.entries(record).filter(([, list]) => list.length > 0));

/** Empty lists mean "no restriction" either way; they are dropped so the stored document stays small. */
export const mergeMenuSettings = (base: Company, values: MenuSettings): Company => ({
  ...base,
  menuSettings: {
    ...values,
    categoryDayparts: withoutEmpty(values.categoryDayparts),
    productDayparts: withoutEmpty(values.productDayparts),
    categoryOrderTypes: withoutEmpty(values.categoryOrderTypes),
  },
});

export const validateMenuSettings = schemaResolver(menuSettingsSchema);

/** The server names fields `menuSettings.<path>`; the form's values are the settings themselves. */
export const toMenuSettingsFormPath = (path: string) => path.replace(/^menuSettings\./, '');
