type Translate = (key: string) => string;

/** Names for the pager's arrow buttons, which Mantine renders as icons only (axe: button-name). */
export const paginationControlLabels =
  (t: Translate) => (control: 'first' | 'previous' | 'last' | 'next') => ({
    'aria-label': t(`pagination.${control}`),
  });
