import { DEFAULT_INVALID_COMBINATION_MESSAGE } from './option.constants';
import type { Option } from './option.schema';
import type { OptionGroup } from './option-group.schema';
import type { Product } from './product.schema';

/** The option fields the rules read; a full Option satisfies it. */
export type RuleOption = Pick<
  Option,
  | 'id'
  | 'optionName'
  | 'type'
  | 'optionItems'
  | 'optionItemsPrice'
  | 'displayLevel'
  | 'invalidCombinations'
  | 'soldOutItems'
>;

/** Per option id: the chosen items (select, check) or the count of the first item (quantity). */
export type OptionSelection = Readonly<Record<string, readonly string[] | number>>;

/** Why a choice fails, for callers that word it themselves (the storefront in English); `message` is Korean. */
export const OPTION_ERROR_CODES = [
  'unknownOption',
  'badQuantity',
  'badShape',
  'chooseOne',
  'noneAvailable',
  'onlyOne',
  'duplicate',
  'unknownItem',
  'itemSoldOut',
  'invalidCombination',
] as const;
export type OptionErrorCode = (typeof OPTION_ERROR_CODES)[number];

export type OptionSelectionError = {
  optionId: string;
  message: string;
  code: OptionErrorCode;
  /** The item the error names (unknownItem, itemSoldOut). */
  item?: string;
};
export type OptionValidationResult = { isValid: boolean; errors: OptionSelectionError[] };

/** A quantity option counts whole units; more than this is a typo, not an order. */
export const MAX_OPTION_QUANTITY = 99;

/**
 * A product's options (domain §4.4): the group's optionIds when the product has a group, else its own optionIds;
 * then by displayLevel, keeping the listed order for equal levels. Ids that no longer exist are skipped.
 */
export const resolveProductOptions = <T extends Pick<Option, 'id' | 'displayLevel'>>(
  product: Pick<Product, 'optionGroupId' | 'optionIds'>,
  optionGroupsById: ReadonlyMap<string, Pick<OptionGroup, 'optionIds'>>,
  optionsById: ReadonlyMap<string, T>,
): T[] => {
  const group = product.optionGroupId ? optionGroupsById.get(product.optionGroupId) : undefined;
  const ids = group ? group.optionIds : product.optionIds;
  return ids
    .map((id) => optionsById.get(id))
    .filter((option): option is T => option !== undefined)
    .map((option, index) => ({ option, index }))
    .sort((a, b) => a.option.displayLevel - b.option.displayLevel || a.index - b.index)
    .map(({ option }) => option);
};

/** An option item marked sold out, until a time still ahead or until turned back (until null). */
export const isOptionItemSoldOut = (
  option: Pick<RuleOption, 'soldOutItems'>,
  item: string,
  now: Date,
): boolean =>
  option.soldOutItems.some(
    (soldOut) =>
      soldOut.item === item && (soldOut.until === null || Date.parse(soldOut.until) > now.getTime()),
  );

/** What the customer has chosen, with the defaults: the first available item of a select, nothing otherwise. */
export const getSelectedItems = (option: RuleOption, selection: OptionSelection, now: Date): string[] => {
  const value = selection[option.id];
  if (option.type === 'quantity') {
    return typeof value === 'number' && value > 0 && option.optionItems[0] ? [option.optionItems[0]] : [];
  }
  if (Array.isArray(value)) return [...value];
  if (option.type === 'select') {
    const first = option.optionItems.find((item) => !isOptionItemSoldOut(option, item, now));
    return first === undefined ? [] : [first];
  }
  return [];
};

/**
 * The selection a product sheet opens with: the first available item of a select, nothing else. A select styled
 * `required-highlight` (분쇄, 사이즈 of a cake…) opens empty instead, so the customer must choose it themselves
 * (issue #11: "cannot add until valid"); its explicit empty choice fails validation until then.
 */
export const createDefaultSelection = (
  options: readonly (RuleOption & { styleType?: string })[],
  now: Date,
): Record<string, string[] | number> =>
  Object.fromEntries(
    options.map((option) => {
      if (option.type === 'quantity') return [option.id, 0];
      if (option.type === 'select' && option.styleType === 'required-highlight') return [option.id, []];
      return [option.id, getSelectedItems(option, {}, now)];
    }),
  );

type Problem = { code: OptionErrorCode; text: string; item?: string };

const validateShape = (option: RuleOption, value: OptionSelection[string] | undefined): Problem | null => {
  if (option.type === 'quantity') {
    if (value === undefined) return null;
    const isCount = typeof value === 'number' && Number.isInteger(value) && value >= 0;
    return isCount && value <= MAX_OPTION_QUANTITY
      ? null
      : { code: 'badQuantity', text: `수량은 0~${MAX_OPTION_QUANTITY} 사이의 정수로 입력하세요.` };
  }
  if (value !== undefined && !Array.isArray(value)) {
    return { code: 'badShape', text: '옵션 선택 형식이 올바르지 않습니다.' };
  }
  return null;
};

const validateItems = (option: RuleOption, items: string[], now: Date): Problem | null => {
  if (option.type === 'select' && items.length === 0) {
    const hasAvailable = option.optionItems.some((item) => !isOptionItemSoldOut(option, item, now));
    return hasAvailable
      ? { code: 'chooseOne', text: '하나를 선택하세요.' }
      : { code: 'noneAvailable', text: '선택할 수 있는 항목이 없습니다 (품절).' };
  }
  if (option.type === 'select' && items.length > 1)
    return { code: 'onlyOne', text: '하나만 선택할 수 있습니다.' };
  if (new Set(items).size !== items.length) {
    return { code: 'duplicate', text: '같은 항목을 두 번 선택할 수 없습니다.' };
  }
  const unknown = items.find((item) => !option.optionItems.includes(item));
  if (unknown !== undefined)
    return { code: 'unknownItem', text: `'${unknown}' 항목이 없습니다.`, item: unknown };
  const soldOut = items.find((item) => isOptionItemSoldOut(option, item, now));
  return soldOut === undefined
    ? null
    : { code: 'itemSoldOut', text: `${soldOut} 항목은 품절입니다.`, item: soldOut };
};

/** Rules of this option that forbid what is chosen here together with what is chosen in the other option. */
const findCombinationErrors = (
  option: RuleOption,
  options: readonly RuleOption[],
  selection: OptionSelection,
  now: Date,
): OptionSelectionError[] => {
  const chosen = getSelectedItems(option, selection, now);
  return option.invalidCombinations.flatMap((rule) => {
    const other = options.find((candidate) => candidate.id === rule.optionId);
    if (!other || !chosen.some((item) => rule.thisValue.includes(item))) return [];
    const otherChosen = getSelectedItems(other, selection, now);
    if (!otherChosen.some((item) => rule.otherValue.includes(item))) return [];
    return [
      {
        optionId: option.id,
        message: rule.warningMsg || DEFAULT_INVALID_COMBINATION_MESSAGE,
        code: 'invalidCombination' as const,
      },
    ];
  });
};

/**
 * Checks a customer's choice against the option rules of domain §4.3: select exactly one (the first by default),
 * check zero or more, quantity a counter; no sold-out items; no forbidden combinations. The product preview, the
 * cart and the server's order check all call this one function.
 */
export const validateOptionSelection = (
  options: readonly RuleOption[],
  selection: OptionSelection,
  now: Date = new Date(),
): OptionValidationResult => {
  const known = new Set(options.map((option) => option.id));
  const errors: OptionSelectionError[] = Object.keys(selection)
    .filter((optionId) => !known.has(optionId))
    .map((optionId) => ({ optionId, message: '이 상품에 없는 옵션입니다.', code: 'unknownOption' as const }));

  for (const option of options) {
    const problem =
      validateShape(option, selection[option.id]) ??
      validateItems(option, getSelectedItems(option, selection, now), now);
    if (problem) {
      const { code, text, item } = problem;
      errors.push({
        optionId: option.id,
        message: `${option.optionName}: ${text}`,
        code,
        ...(item === undefined ? {} : { item }),
      });
    }
  }
  for (const option of options) errors.push(...findCombinationErrors(option, options, selection, now));
  return { isValid: errors.length === 0, errors };
};
