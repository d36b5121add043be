import { i18next } from './index';
import { koPages } from './locales/ko/pages';

/**
 * The words of the back office's and the public site's own pages (`pages.*`). They load with those frames
 * (app/layouts/admin-layout.tsx, site-frame.tsx), not with every first page: the storefront and /admin/login never
 * use them (bundle budgets, scripts/report-bundle.mjs). English has them in its one lazily loaded file.
 */
export const registerPageWords = () => {
  i18next.addResourceBundle('ko', 'translation', { pages: koPages });
};
