/**
 * Option vocabularies (domain §4.3), apart from the zod schemas so the option rules run without the schema
 * library (the storefront's product sheet and cart check).
 */
/** select: exactly one (first by default); check: zero or more; quantity: counter on the first item. */
export const OPTION_TYPES = ['select', 'check', 'quantity'] as const;
export const OPTION_STYLE_TYPES = [
  'default',
  'emphasized',
  'inline',
  'segmented',
  'required-highlight',
] as const;
export const DEFAULT_INVALID_COMBINATION_MESSAGE = '해당 조합은 사용할 수 없습니다.';
