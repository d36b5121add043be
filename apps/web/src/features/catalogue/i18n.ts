import type { CatalogueKind } from '@jumun/shared';
import { koCatalogue } from '../../lib/i18n/locales/ko/catalogue';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** This feature's words (namespace `catalogue`): `catalogueText.useT()` in components, `.t()` elsewhere. */
export const catalogueText = defineNamespace(
  'catalogue',
  koCatalogue,
  async () => (await import('../../lib/i18n/locales/en/catalogue')).enCatalogue,
);

/**
 * What one kind of item is called, for the messages shared by every kind (`{{noun}}`, `{{nouns}}`): Korean has one
 * word ('옵션 그룹'), English a singular, a plural and a heading ('option group', 'option groups', 'Option groups').
 */
export const kindWords = (kind: CatalogueKind) => ({
  noun: catalogueText.t(`kinds.${kind}.noun`),
  nouns: catalogueText.t(`kinds.${kind}.nouns`),
  title: catalogueText.t(`kinds.${kind}.title`),
});
