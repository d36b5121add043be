import type { OptionSelection, SelectedOptionLine } from '@jumun/shared';

/** Quantities a cart line may hold (issue #11: 1–999, as the order API accepts). */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 999;

/**
 * One line of the cart (domain §4.5), kept on the device. `selection` is what the customer chose (re-validated and
 * re-priced against the live menu whenever the cart is shown); `unitPrice` and `options` are what they saw when
 * adding, so a price that moved since is shown, never silently kept.
 */
export type CartLine = {
  /** Same product + same choices ⇒ same key ⇒ one line (domain §4.5). */
  key: string;
  productId: string;
  productName: string;
  /** Thumbnail file name of the product when added. */
  image: string;
  quantity: number;
  selection: Record<string, string[] | number>;
  options: SelectedOptionLine[];
  unitPrice: number;
  addedAt: number;
};

const canonicalSelection = (selection: OptionSelection) =>
  Object.keys(selection)
    .sort()
    .map((optionId) => {
      const value = selection[optionId];
      // Check options are sets: the same items ticked in another order are the same choice.
      const normalised = Array.isArray(value) ? [...value].sort() : value;
      return [optionId, normalised];
    })
    // A quantity option left at 0 or a check option left empty is no choice at all.
    .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== 0));

export const cartLineKey = (productId: string, selection: OptionSelection) =>
  JSON.stringify([productId, canonicalSelection(selection)]);

export const clampQuantity = (quantity: number) =>
  Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.round(quantity) || MIN_LINE_QUANTITY));

/** Adds a line, or adds its quantity to the equal line already there (capped at 999). */
export const addLine = (lines: readonly CartLine[], line: CartLine): CartLine[] => {
  const existing = lines.find((candidate) => candidate.key === line.key);
  if (!existing) return [...lines, { ...line, quantity: clampQuantity(line.quantity) }];
  return lines.map((candidate) =>
    candidate.key === line.key
      ? {
          ...line,
          addedAt: candidate.addedAt,
          quantity: clampQuantity(candidate.quantity + line.quantity),
        }
      : candidate,
  );
};

export const setLineQuantity = (lines: readonly CartLine[], key: string, quantity: number): CartLine[] =>
  lines.map((line) => (line.key === key ? { ...line, quantity: clampQuantity(quantity) } : line));
