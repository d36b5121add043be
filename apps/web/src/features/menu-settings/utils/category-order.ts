import type { Category, MenuSettings } from '@jumun/shared';

/**
 * Categories in the order customers see them: the pinned order of the settings first, the rest by displayLevel
 * (the same rule buildCustomerMenu applies).
 */
export const orderCategories = (categories: readonly Category[], order: readonly string[]): Category[] => {
  const rank = new Map(order.map((id, index) => [id, index]));
  const pinned = categories
    .filter((category) => rank.has(category.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  const rest = categories
    .filter((category) => !rank.has(category.id))
    .sort((a, b) => a.displayLevel - b.displayLevel);
  return [...pinned, ...rest];
};

/** A category shown or hidden: `hiddenCategoryIds` gains or loses its id. */
export const toggleHidden = (settings: MenuSettings, categoryId: string, isVisible: boolean): string[] =>
  isVisible
    ? settings.hiddenCategoryIds.filter((id) => id !== categoryId)
    : [...settings.hiddenCategoryIds.filter((id) => id !== categoryId), categoryId];
