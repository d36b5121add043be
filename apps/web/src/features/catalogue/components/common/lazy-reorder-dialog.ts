import { lazy } from 'react';

type ReorderDialogComponent = typeof import('./reorder-dialog').ReorderDialog;

/**
 * The order dialog (drag and drop) loads when first opened, not with the list: the lists' first download stays
 * within the admin route budget (scripts/report-bundle.mjs). Typed as the dialog itself, so it stays generic.
 */
export const LazyReorderDialog = lazy(async () => ({
  default: (await import('./reorder-dialog')).ReorderDialog,
})) as unknown as ReorderDialogComponent;
