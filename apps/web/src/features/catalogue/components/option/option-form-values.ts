import type { Option, optionFieldsSchema } from '@jumun/shared';
import type { z } from 'zod';
import { toSaveInput } from '../../utils/save-input';

export type OptionFormValues = z.output<typeof optionFieldsSchema> & { id?: string; revision?: number };

export const NEW_OPTION: OptionFormValues = {
  optionName: '',
  type: 'select',
  styleType: 'default',
  optionItems: [''],
  optionItemsPrice: [0],
  msg: '',
  displayLevel: 1000,
  invalidCombinations: [],
  soldOutItems: [],
  parentOptionId: '',
  useParentData: false,
};

export const optionToForm = (option: Option) => toSaveInput(option) as OptionFormValues;

/** Sold-out marks and rules that name items which no longer exist would never match; drop them on save. */
export const pruneOptionValues = (values: OptionFormValues): OptionFormValues => {
  const items = new Set(values.optionItems);
  return {
    ...values,
    soldOutItems: values.soldOutItems.filter((entry) => items.has(entry.item)),
    invalidCombinations: values.invalidCombinations
      .map((rule) => ({ ...rule, thisValue: rule.thisValue.filter((value) => items.has(value)) }))
      .filter((rule) => rule.thisValue.length > 0),
  };
};
