import { MAX_OPTION_QUANTITY, type Option, type OptionSelectionError } from '@jumun/shared';
import type { TFunction } from '../../../../lib/i18n';

/**
 * A failed choice in the customer's language. The shared validator decides and gives a code; a forbidden
 * combination keeps the owner's own warning text (written for their customers, in their words).
 */
export const optionErrorText = (
  t: TFunction<'storefront'>,
  error: OptionSelectionError,
  options: readonly Pick<Option, 'id' | 'optionName'>[],
): string => {
  if (error.code === 'invalidCombination') return error.message;
  const option = options.find((candidate) => candidate.id === error.optionId)?.optionName ?? '';
  return t(`sheet.errors.${error.code}`, { option, item: error.item ?? '', max: MAX_OPTION_QUANTITY });
};
