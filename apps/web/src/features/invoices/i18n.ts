import { koInvoices } from '../../lib/i18n/locales/ko/invoices';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** The 송장 pages' words (namespace `invoices`): in the feature's lazy chunk, not in every page's first load. */
export const invoicesText = defineNamespace(
  'invoices',
  koInvoices,
  async () => (await import('../../lib/i18n/locales/en/invoices')).enInvoices,
);
