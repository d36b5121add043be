import { koForms } from '../i18n/locales/ko/forms';
import { defineNamespace } from '../i18n/namespaces';

/** The `forms` namespace: zod's default issues, save outcomes, the save bar and the leave dialog. */
export const formsText = defineNamespace(
  'forms',
  koForms,
  async () => (await import('../i18n/locales/en/forms')).enForms,
);
